import { describe, expect, it } from 'vitest';
import {
  accountBuildNotice,
  accountConfig,
  LOCAL_CLIENT_ID,
  LOCAL_SESSION_SECRET,
} from '@/lib/config/account';

const LOCAL = 'http://127.0.0.1:4010';
const SHOP = 'https://shop.myshopify.com';
const SECRET = 's'.repeat(40);

describe('accountConfig', () => {
  it('defaults to the local platform: its client, the repository secret, the request origin', () => {
    expect(accountConfig({}, LOCAL)).toEqual({
      clientId: LOCAL_CLIENT_ID,
      discoveryUrl: `${LOCAL}/.well-known/openid-configuration`,
      graphqlUrl: null,
      local: true,
      callbackUrl: null,
      logoutReturnUrl: null,
      sessionSecret: LOCAL_SESSION_SECRET,
    });
  });

  it('a real shop: discovery on the shop, callback and logout on the site URL', () => {
    expect(
      accountConfig(
        {
          CUSTOMER_ACCOUNT_CLIENT_ID: 'shp_real',
          SESSION_SECRET: SECRET,
          NEXT_PUBLIC_SITE_URL: 'https://shop.example.com',
        },
        SHOP,
      ),
    ).toEqual({
      clientId: 'shp_real',
      discoveryUrl: `${SHOP}/.well-known/openid-configuration`,
      graphqlUrl: null,
      local: false,
      callbackUrl: 'https://shop.example.com/account/authorize',
      logoutReturnUrl: 'https://shop.example.com/',
      sessionSecret: SECRET,
    });
  });

  it.each<[string, Record<string, string>, string, RegExp]>([
    [
      'a real shop without a client id',
      { SESSION_SECRET: SECRET },
      SHOP,
      /CUSTOMER_ACCOUNT_CLIENT_ID is unset/,
    ],
    [
      'a real shop without a secret',
      { CUSTOMER_ACCOUNT_CLIENT_ID: 'shp_real' },
      SHOP,
      /SESSION_SECRET is unset/,
    ],
    ['a short secret, even locally', { SESSION_SECRET: 'short' }, LOCAL, /at least 32 characters/],
    [
      'a malformed URL',
      { CUSTOMER_ACCOUNT_DISCOVERY_URL: 'not a url' },
      LOCAL,
      /absolute http\(s\) URL/,
    ],
    [
      'a real discovery URL with the local storefront still needs the real settings',
      { CUSTOMER_ACCOUNT_DISCOVERY_URL: `${SHOP}/.well-known/openid-configuration` },
      LOCAL,
      /CUSTOMER_ACCOUNT_CLIENT_ID is unset/,
    ],
  ])('refuses %s, saying what to set', (_name, env, store, message) => {
    expect(() => accountConfig(env, store)).toThrow(message);
  });
});

describe('accountBuildNotice', () => {
  it('lets a build without the runtime secret through with a notice, but not one without a client id', () => {
    expect(accountBuildNotice({}, LOCAL)).toBeNull();
    expect(accountBuildNotice({ CUSTOMER_ACCOUNT_CLIENT_ID: 'shp_real' }, SHOP)).toMatch(
      /SESSION_SECRET is unset at build time/,
    );
    expect(() => accountBuildNotice({}, SHOP)).toThrow(/CUSTOMER_ACCOUNT_CLIENT_ID/);
  });
});

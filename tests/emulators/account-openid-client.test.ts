/**
 * End to end over HTTP: openid-client 6 (a maintained OIDC client, as the shop's sign-in will use)
 * against the running platform: discovery, an authorization URL with PKCE, the sign-in form posted
 * as a browser would, the token exchange with the id_token validated (signature, nonce), the
 * Customer Account API and a Storefront cart with the token, a refresh, and logout.
 */
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ID } from '@/emulators/customer-account/config';
import { startPlatform, type RunningPlatform } from '@/emulators/server';
import { shownCodeOf, signInIdOf } from './account-fixtures';
import { silentLog } from './server-fixtures';

const REDIRECT_URI = 'http://localhost:3000/account/authorize';
const STOREFRONT_TOKEN = 'e2e-storefront-token';

let platform: RunningPlatform;

beforeAll(async () => {
  platform = await startPlatform({
    port: 0,
    env: { PLATFORM_STOREFRONT_TOKEN: STOREFRONT_TOKEN },
    log: silentLog,
  });
});

afterAll(async () => {
  await platform.close();
});

/** Posts a sign-in form as a browser would and returns the response, redirects not followed. */
function postForm(action: string, form: Record<string, string>): Promise<Response> {
  return fetch(new URL(action, platform.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
}

async function signInThroughPages(authorizationUrl: URL, email: string): Promise<URL> {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const signIn = signInIdOf(html);
  const codePage = await postForm(action, { sign_in: signIn, step: 'email', email });
  const code = shownCodeOf(await codePage.text());
  const done = await postForm(action, { sign_in: signIn, step: 'code', code });
  expect(done.status).toBe(303);
  return new URL(done.headers.get('location') ?? '');
}

describe('openid-client 6 against the local platform', () => {
  it('signs in with PKCE, validates the id_token, calls both APIs, refreshes and logs out', async () => {
    const config = await client.discovery(
      new URL('/.well-known/openid-configuration', platform.url),
      DEFAULT_CLIENT_ID,
      undefined,
      client.None(),
      { execute: [client.allowInsecureRequests] },
    );
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email customer-account-api:full',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const callback = await signInThroughPages(authorizationUrl, 'grace@example.com');
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);

    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    expect(claims).toMatchObject({ aud: DEFAULT_CLIENT_ID, nonce, email: 'grace@example.com' });
    expect(claims?.sub).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);

    const { graphql_api } = (await (
      await fetch(new URL('/.well-known/customer-account-api', platform.url))
    ).json()) as { graphql_api: string };
    const me = await client.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(graphql_api),
      'POST',
      JSON.stringify({ query: '{ customer { id emailAddress { emailAddress } } }' }),
      new Headers({ 'content-type': 'application/json' }),
    );
    expect(await me.json()).toEqual({
      data: { customer: { id: claims?.sub, emailAddress: { emailAddress: 'grace@example.com' } } },
    });

    const cart = await fetch(new URL('/api/2025-01/graphql.json', platform.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN,
      },
      body: JSON.stringify({
        query: `mutation($input: CartInput) { cartCreate(input: $input) { cart { buyerIdentity { email customer { id } } } } }`,
        variables: { input: { buyerIdentity: { customerAccessToken: tokens.access_token } } },
      }),
    });
    expect(await cart.json()).toEqual({
      data: {
        cartCreate: {
          cart: { buyerIdentity: { email: 'grace@example.com', customer: { id: claims?.sub } } },
        },
      },
    });

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });

    const logoutUrl = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: 'http://localhost:3000/',
    });
    const logout = await fetch(logoutUrl, { redirect: 'manual' });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('http://localhost:3000/');
    await expect(client.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    const after = await fetch(new URL(graphql_api), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: refreshed.access_token },
      body: JSON.stringify({ query: '{ customer { id } }' }),
    });
    expect(after.status).toBe(401);
  });
});

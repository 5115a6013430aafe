import { describe, expect, it } from 'vitest';
import {
  accountGql,
  AUTH_BASE,
  CLIENT_ID,
  clock,
  get,
  makeAccounts,
  ORIGIN,
  signedIn,
  token,
} from './account-fixtures';

const WHO = 'query { customer { emailAddress { emailAddress } } }';

describe('Customer Account API stand-in: access and refresh tokens', () => {
  it('answers 401 once the access token has expired, and a refresh gives a working one', async () => {
    const time = clock();
    const a = makeAccounts(time, { accessTokenTtlS: 30 });
    const tokens = await signedIn(a);
    expect(tokens.expires_in).toBe(30);
    expect((await accountGql(a, tokens.access_token, WHO)).status).toBe(200);
    time.advance(30_000);
    const expired = await accountGql(a, tokens.access_token, WHO);
    expect(expired.status).toBe(401);
    expect(expired.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    const refreshed = await token(a, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.id_token).toBeUndefined();
    const again = await accountGql<{ customer: { emailAddress: { emailAddress: string } } }>(
      a,
      String(refreshed.body.access_token),
      WHO,
    );
    expect(again.body.data?.customer.emailAddress.emailAddress).toBe('ada@example.com');
  });

  it('rotates the refresh token: the spent one is refused, the new one works', async () => {
    const a = makeAccounts();
    const tokens = await signedIn(a);
    const refresh = (value: string) =>
      token(a, { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: value });
    const first = await refresh(tokens.refresh_token);
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
    expect((await refresh(tokens.refresh_token)).body.error).toBe('invalid_grant');
    expect((await refresh(String(first.body.refresh_token))).status).toBe(200);
  });

  it('refuses a refresh token past its lifetime', async () => {
    const time = clock();
    const a = makeAccounts(time, { refreshTokenTtlS: 100 });
    const tokens = await signedIn(a);
    time.advance(100_000);
    const answer = await token(a, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: tokens.refresh_token,
    });
    expect(answer.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'The refresh token has expired.',
    });
  });

  const headerCases: [string, number, (t: string) => string | null][] = [
    ['the raw token, as Hydrogen sends it', 200, (t) => t],
    ['Bearer <token>', 200, (t) => `Bearer ${t}`],
    ['no Authorization header', 401, () => null],
    ['an unknown token', 401, () => 'shcat_unknown'],
  ];
  it.each(headerCases)('GraphQL with %s answers %i', async (_, status, header) => {
    const a = makeAccounts();
    const tokens = await signedIn(a);
    const value = header(tokens.access_token);
    const response = await a.handle(
      new Request(`${ORIGIN}/account/customer/api/2025-07/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(value ? { authorization: value } : {}) },
        body: JSON.stringify({ query: WHO }),
      }),
    );
    expect(response.status).toBe(status);
  });
});

describe('Customer Account API stand-in: logout', () => {
  const logoutUrl = (params: Record<string, string>) =>
    `${AUTH_BASE}/logout?${new URLSearchParams(params)}`;

  it('ends the session: access and refresh tokens stop working, then it returns to the shop', async () => {
    const a = makeAccounts();
    const tokens = await signedIn(a);
    const response = await get(
      a,
      logoutUrl({
        id_token_hint: tokens.id_token ?? '',
        post_logout_redirect_uri: 'http://localhost:3000/',
        state: 's',
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost:3000/?state=s');
    expect((await accountGql(a, tokens.access_token, WHO)).status).toBe(401);
    const refresh = await token(a, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.body.error).toBe('invalid_grant');
  });

  const refusals: [string, (idToken: string) => Record<string, string>][] = [
    [
      'an unregistered post_logout_redirect_uri',
      (t) => ({ id_token_hint: t, post_logout_redirect_uri: 'https://evil.example/' }),
    ],
    [
      'a forged id_token_hint',
      (t) => ({
        id_token_hint: `${t.slice(0, -4)}AAAA`,
        post_logout_redirect_uri: 'http://localhost:3000/',
      }),
    ],
    [
      'a redirect without an id_token_hint',
      () => ({ post_logout_redirect_uri: 'http://localhost:3000/' }),
    ],
  ];
  it.each(refusals)('refuses %s with a page and keeps the session', async (_, params) => {
    const a = makeAccounts();
    const tokens = await signedIn(a);
    const response = await get(a, logoutUrl(params(tokens.id_token ?? '')));
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect((await accountGql(a, tokens.access_token, WHO)).status).toBe(200);
  });

  it('without a redirect shows the signed-out page', async () => {
    const a = makeAccounts();
    const tokens = await signedIn(a);
    const response = await get(a, logoutUrl({ id_token_hint: tokens.id_token ?? '' }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>You are signed out</h1>');
  });
});

describe('Customer Account API stand-in: state in memory', () => {
  it('reset (as a restart) forgets every session and code, and keeps the demo customer', async () => {
    const a = makeAccounts();
    const tokens = await signedIn(a);
    a.reset();
    expect((await accountGql(a, tokens.access_token, WHO)).status).toBe(401);
    const refresh = await token(a, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.body.error).toBe('invalid_grant');
    const again = await signedIn(a);
    const who = await accountGql<{ customer: { emailAddress: { emailAddress: string } } }>(
      a,
      again.access_token,
      WHO,
    );
    expect(who.body.data?.customer.emailAddress.emailAddress).toBe('ada@example.com');
  });
});

import { describe, expect, it } from 'vitest';
import {
  accountGql,
  AUTH_BASE,
  authorizationCode,
  authorizeParams,
  CLIENT_ID,
  clock,
  get,
  makeAccounts,
  ORIGIN,
  pkce,
  REDIRECT_URI,
  token,
} from './account-fixtures';

const WHO = 'query { customer { emailAddress { emailAddress } } }';

describe('Customer Account API stand-in: discovery', () => {
  it('serves the OpenID configuration at the shop root and under the issuer, and the API URL', async () => {
    const accounts = makeAccounts();
    for (const path of [
      '/.well-known/openid-configuration',
      '/authentication/60000000001/.well-known/openid-configuration',
    ]) {
      const config = (await (await get(accounts, `${ORIGIN}${path}`)).json()) as Record<
        string,
        unknown
      >;
      expect(config).toMatchObject({
        issuer: AUTH_BASE,
        authorization_endpoint: `${AUTH_BASE}/oauth/authorize`,
        token_endpoint: `${AUTH_BASE}/oauth/token`,
        end_session_endpoint: `${AUTH_BASE}/logout`,
        jwks_uri: `${AUTH_BASE}/.well-known/jwks.json`,
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
      });
    }
    const api = await (await get(accounts, `${ORIGIN}/.well-known/customer-account-api`)).json();
    expect(api).toEqual({
      graphql_api: `${ORIGIN}/60000000001/account/customer/api/2026-04/graphql`,
    });
    const jwks = (await (await get(accounts, `${AUTH_BASE}/.well-known/jwks.json`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
  });
});

describe('Customer Account API stand-in: the authorize request', () => {
  const pageCases: [string, Record<string, string | null>][] = [
    ['an unknown client_id', { client_id: 'shp_someone-else' }],
    ['no client_id', { client_id: null }],
    ['an unregistered redirect_uri', { redirect_uri: 'https://evil.example/account/authorize' }],
    ['a redirect_uri on another path', { redirect_uri: 'http://localhost:3000/account/other' }],
  ];
  it.each(pageCases)('%s gets a 400 page, never a redirect', async (_, overrides) => {
    const response = await get(
      accounts(),
      `${AUTH_BASE}/oauth/authorize?${authorizeParams(overrides)}`,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('<h1>Sign-in not possible</h1>');
  });

  const redirectCases: [string, Record<string, string | null>, string][] = [
    ['response_type token', { response_type: 'token' }, 'unsupported_response_type'],
    ['no openid scope', { scope: 'email' }, 'invalid_scope'],
    ['no code_challenge (public client)', { code_challenge: null }, 'invalid_request'],
    ['code_challenge_method plain', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['a malformed code_challenge', { code_challenge: 'short' }, 'invalid_request'],
    ['prompt=none with no session', { prompt: 'none' }, 'login_required'],
  ];
  it.each(redirectCases)('%s is redirected back with error=%s', async (_, overrides, error) => {
    const response = await get(
      accounts(),
      `${AUTH_BASE}/oauth/authorize?${authorizeParams(overrides)}`,
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('state')).toBe('state-1');
  });

  it('accepts every default e2e redirect URI', async () => {
    for (const uri of [
      'http://127.0.0.1:3100/account/authorize',
      'http://localhost:3150/account/authorize',
    ]) {
      const response = await get(
        accounts(),
        `${AUTH_BASE}/oauth/authorize?${authorizeParams({ redirect_uri: uri })}`,
      );
      expect(response.status).toBe(200);
    }
  });
});

function accounts() {
  return makeAccounts();
}

describe('Customer Account API stand-in: the token endpoint', () => {
  async function codeFor(accountsUnderTest = makeAccounts()) {
    const { verifier, challenge } = pkce();
    const code = await authorizationCode(
      accountsUnderTest,
      authorizeParams({ code_challenge: challenge }),
    );
    const form = {
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      code,
      code_verifier: verifier,
    };
    return { accounts: accountsUnderTest, form };
  }

  const refusals: [
    string,
    (form: Record<string, string>) => Record<string, string>,
    number,
    string,
  ][] = [
    [
      'a bad PKCE verifier',
      (f) => ({ ...f, code_verifier: pkce().verifier }),
      400,
      'invalid_grant',
    ],
    ['no PKCE verifier', ({ code_verifier: _, ...f }) => f, 400, 'invalid_request'],
    [
      'a redirect_uri mismatch',
      (f) => ({ ...f, redirect_uri: 'http://127.0.0.1:3000/account/authorize' }),
      400,
      'invalid_grant',
    ],
    ['no redirect_uri', ({ redirect_uri: _, ...f }) => f, 400, 'invalid_grant'],
    ['an unknown code', (f) => ({ ...f, code: 'nope' }), 400, 'invalid_grant'],
    ['another client_id', (f) => ({ ...f, client_id: 'shp_other' }), 401, 'invalid_client'],
    [
      'a client secret the client does not have',
      (f) => ({ ...f, client_secret: 'guess' }),
      401,
      'invalid_client',
    ],
    [
      'grant_type password',
      (f) => ({ ...f, grant_type: 'password' }),
      400,
      'unsupported_grant_type',
    ],
  ];
  it.each(refusals)('refuses %s', async (_, change, status, error) => {
    const { accounts: a, form } = await codeFor();
    const answer = await token(a, change(form));
    expect(answer.status).toBe(status);
    expect(answer.body.error).toBe(error);
    expect(typeof answer.body.error_description).toBe('string');
  });

  it('exchanges a code once; a replay is refused and revokes what the code gave', async () => {
    const { accounts: a, form } = await codeFor();
    const first = await token(a, form);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email customer-account-api:full',
    });
    expect(String(first.body.access_token)).toMatch(/^shcat_/);
    const replay = await token(a, form);
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await accountGql(a, String(first.body.access_token), WHO)).status).toBe(401);
    const refresh = await token(a, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: String(first.body.refresh_token),
    });
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('refuses a code used after its 60 seconds', async () => {
    const time = clock();
    const { accounts: a, form } = await codeFor(makeAccounts(time));
    time.advance(60_000);
    expect(await token(a, form)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'The authorization code has expired.' },
    });
  });

  it('refuses malformed Basic credentials as invalid_client', async () => {
    const { accounts: a, form } = await codeFor();
    const basic = `Basic ${Buffer.from('%E0%A4%A:x').toString('base64')}`;
    const answer = await token(a, form, { authorization: basic });
    expect(answer).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
  });

  it('refuses a body that is not a form', async () => {
    const response = await makeAccounts().handle(
      new Request(`${AUTH_BASE}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(response.status).toBe(400);
  });

  it('accepts a confidential client by Basic auth, with or without PKCE', async () => {
    const a = makeAccounts(clock(), { clientSecret: 's3cret' });
    const params = authorizeParams({ code_challenge: null, code_challenge_method: null });
    const code = await authorizationCode(a, params);
    const basic = `Basic ${Buffer.from(`${CLIENT_ID}:s3cret`).toString('base64')}`;
    const answer = await token(
      a,
      { grant_type: 'authorization_code', redirect_uri: REDIRECT_URI, code },
      { authorization: basic },
    );
    expect(answer.status).toBe(200);
    const wrong = `Basic ${Buffer.from(`${CLIENT_ID}:nope`).toString('base64')}`;
    expect(
      (
        await token(
          a,
          { grant_type: 'authorization_code', redirect_uri: REDIRECT_URI, code },
          { authorization: wrong },
        )
      ).status,
    ).toBe(401);
  });
});

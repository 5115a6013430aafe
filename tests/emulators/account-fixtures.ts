/**
 * Shared by the Customer Account API tests: a stand-in on a controllable clock, PKCE pairs, the
 * sign-in pages driven as a browser would (GET, email form, code form), token requests, and
 * GraphQL calls with an access token.
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  createCustomerAccountEmulator,
  type AccountSettings,
  type CustomerAccountEmulator,
} from '@/emulators/customer-account/index';
import { DEFAULT_CLIENT_ID, DEFAULT_SHOP_ID } from '@/emulators/customer-account/config';

export const ORIGIN = 'http://127.0.0.1:4010';
export const CLIENT_ID = DEFAULT_CLIENT_ID;
export const REDIRECT_URI = 'http://localhost:3000/account/authorize';
export const AUTH_BASE = `${ORIGIN}/authentication/${DEFAULT_SHOP_ID}`;
export const GRAPHQL_URL = `${ORIGIN}/${DEFAULT_SHOP_ID}/account/customer/api/2026-04/graphql`;

export interface Clock {
  now: () => number;
  advance(ms: number): void;
}

export function clock(start = Date.UTC(2026, 0, 15, 12, 0, 0)): Clock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

export function makeAccounts(
  time: Clock = clock(),
  settings: Partial<AccountSettings> = {},
): CustomerAccountEmulator {
  return createCustomerAccountEmulator({ publicUrl: ORIGIN, now: time.now, settings });
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeParams(overrides: Record<string, string | null> = {}): URLSearchParams {
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid email customer-account-api:full',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
  });
  for (const [key, value] of Object.entries(overrides)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  return params;
}

export function get(accounts: CustomerAccountEmulator, url: string): Promise<Response> {
  return accounts.handle(new Request(url));
}

export function postForm(
  accounts: CustomerAccountEmulator,
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return accounts.handle(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    }),
  );
}

export const signInIdOf = (html: string) => /name="sign_in" value="([^"]+)"/.exec(html)?.[1] ?? '';
export const shownCodeOf = (html: string) => /data-sign-in-code>(\d{6})</.exec(html)?.[1] ?? '';

/** Opens the authorize page and sends the email; resolves with the sign-in id and shown code. */
export async function startSignIn(
  accounts: CustomerAccountEmulator,
  params: URLSearchParams,
  email = 'ada@example.com',
): Promise<{ signIn: string; code: string }> {
  const page = await get(accounts, `${AUTH_BASE}/oauth/authorize?${params}`);
  expect(page.status).toBe(200);
  const signIn = signInIdOf(await page.text());
  const codePage = await postForm(accounts, `${AUTH_BASE}/oauth/authorize`, {
    sign_in: signIn,
    step: 'email',
    email,
  });
  expect(codePage.status).toBe(200);
  return { signIn, code: shownCodeOf(await codePage.text()) };
}

/** The whole sign-in; resolves with the authorization code from the redirect. */
export async function authorizationCode(
  accounts: CustomerAccountEmulator,
  params: URLSearchParams,
  email?: string,
): Promise<string> {
  const { signIn, code } = await startSignIn(accounts, params, email);
  const done = await postForm(accounts, `${AUTH_BASE}/oauth/authorize`, {
    sign_in: signIn,
    step: 'code',
    code,
  });
  expect(done.status).toBe(303);
  const location = new URL(done.headers.get('location') ?? '');
  expect(location.searchParams.get('state')).toBe(params.get('state'));
  return location.searchParams.get('code') ?? '';
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token?: string;
  expires_in: number;
}

export async function token(
  accounts: CustomerAccountEmulator,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await postForm(accounts, `${AUTH_BASE}/oauth/token`, form, headers);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Signs `email` in with PKCE and exchanges the code; resolves with the tokens. */
export async function signedIn(
  accounts: CustomerAccountEmulator,
  email = 'ada@example.com',
): Promise<Tokens> {
  const { verifier, challenge } = pkce();
  const code = await authorizationCode(
    accounts,
    authorizeParams({ code_challenge: challenge }),
    email,
  );
  const { status, body } = await token(accounts, {
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    code,
    code_verifier: verifier,
  });
  expect(status).toBe(200);
  return body as unknown as Tokens;
}

export interface GraphQLBody<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export async function accountGql<T>(
  accounts: CustomerAccountEmulator,
  accessToken: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ status: number; body: GraphQLBody<T> }> {
  const response = await accounts.handle(
    new Request(GRAPHQL_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: accessToken },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return { status: response.status, body: (await response.json()) as GraphQLBody<T> };
}

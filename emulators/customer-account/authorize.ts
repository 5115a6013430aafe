/**
 * The authorize endpoint (`/authentication/<shopId>/oauth/authorize`): GET checks the request
 * against the registered client and shows the sign-in page; the page's POSTs take the email, then
 * the one-time code, and finally redirect to the client's redirect_uri with `code` and `state`.
 * An unknown client_id or redirect_uri is never redirected to (RFC 6749 §4.1.2.1): it gets a page.
 */
import { renderCodeStep, renderEmailStep, renderSignInError } from './authorize-page';
import type { AccountSettings } from './config';
import type { AccountDirectory } from './directory';
import type { SessionStore } from './sessions';
import { normaliseEmail, type PendingSignIn, type SignInRequests } from './sign-in';

export interface AuthorizeDeps {
  settings: AccountSettings;
  signIns: SignInRequests;
  sessions: SessionStore;
  directory: AccountDirectory;
  shopName: string;
}

const NO_STORE = { 'cache-control': 'no-store', 'x-frame-options': 'DENY' };

function html(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE },
  });
}

function redirectTo(uri: string, params: Record<string, string | null>): Response {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params))
    if (value !== null) url.searchParams.set(key, value);
  return new Response(null, { status: 303, headers: { location: url.href, ...NO_STORE } });
}

/** The first problem with an authorization request that may be reported to its redirect_uri. */
function requestProblem(
  params: URLSearchParams,
  settings: AccountSettings,
): [string, string] | null {
  if (params.get('response_type') !== 'code')
    return ['unsupported_response_type', 'response_type must be code.'];
  if (!(params.get('scope') ?? '').split(' ').includes('openid'))
    return ['invalid_scope', 'scope must include openid.'];
  const challenge = params.get('code_challenge');
  if (challenge !== null) {
    if (params.get('code_challenge_method') !== 'S256')
      return ['invalid_request', 'code_challenge_method must be S256.'];
    if (!/^[A-Za-z0-9_-]{43}$/.test(challenge))
      return ['invalid_request', 'code_challenge must be a base64url SHA-256 digest.'];
  } else if (settings.clientSecret === null) {
    return ['invalid_request', 'A public client must send a PKCE code_challenge.'];
  }
  if (params.get('prompt') === 'none')
    return ['login_required', 'The customer is not signed in to the local platform.'];
  return null;
}

export function authorizeGet(request: Request, deps: AuthorizeDeps): Response {
  const url = new URL(request.url);
  const params = url.searchParams;
  const { settings, shopName } = deps;
  if (params.get('client_id') !== settings.clientId)
    return html(
      400,
      renderSignInError(
        shopName,
        'Sign-in not possible',
        'The shop asked to sign you in with an unknown client_id.',
      ),
    );
  const redirectUri = params.get('redirect_uri') ?? '';
  if (!settings.redirectUris.includes(redirectUri))
    return html(
      400,
      renderSignInError(
        shopName,
        'Sign-in not possible',
        'The shop asked to return you to a redirect_uri it has not registered.',
      ),
    );
  const state = params.get('state');
  const problem = requestProblem(params, settings);
  if (problem)
    return redirectTo(redirectUri, { error: problem[0], error_description: problem[1], state });
  const signIn = deps.signIns.start(
    {
      clientId: settings.clientId,
      redirectUri,
      nonce: params.get('nonce'),
      codeChallenge: params.get('code_challenge'),
      scope: params.get('scope') ?? 'openid',
    },
    state,
  );
  return html(
    200,
    renderEmailStep({
      shopName,
      action: url.pathname,
      requestId: signIn.id,
      email: normaliseEmail(params.get('login_hint')) ?? '',
    }),
  );
}

function codePage(deps: AuthorizeDeps, action: string, signIn: PendingSignIn, error?: string) {
  return renderCodeStep({
    shopName: deps.shopName,
    action,
    requestId: signIn.id,
    email: signIn.email ?? '',
    code: signIn.code ?? '',
    minutes: Math.round(deps.settings.signInCodeTtlS / 60),
    ...(error ? { error } : {}),
  });
}

export async function authorizePost(request: Request, deps: AuthorizeDeps): Promise<Response> {
  const action = new URL(request.url).pathname;
  const form = new URLSearchParams(await request.text());
  const requestId = form.get('sign_in');
  const signIn = deps.signIns.get(requestId);
  if (!signIn)
    return html(
      400,
      renderSignInError(
        deps.shopName,
        'Sign-in expired',
        'This sign-in has expired or was already used.',
      ),
    );
  const emailPage = (status: number, error: string, email?: string) =>
    html(
      status,
      renderEmailStep({
        shopName: deps.shopName,
        action,
        requestId: signIn.id,
        error,
        ...(email ? { email } : {}),
      }),
    );

  if (form.get('step') === 'email') {
    const email = normaliseEmail(form.get('email'));
    if (!email)
      return emailPage(
        422,
        'Enter a valid email address, like name@example.com.',
        form.get('email') ?? '',
      );
    deps.signIns.sendCode(signIn, email);
    return html(200, codePage(deps, action, signIn));
  }

  const check = deps.signIns.checkCode(requestId, form.get('code') ?? '');
  switch (check.result) {
    case 'ok': {
      const customer = deps.directory.signIn(check.signIn.email!);
      const code = deps.sessions.issueCode(check.signIn.grant, customer.id);
      return redirectTo(check.signIn.grant.redirectUri, { code, state: check.signIn.state });
    }
    case 'wrong':
      return html(
        422,
        codePage(
          deps,
          action,
          check.signIn,
          `That code is not right. ${check.signIn.attemptsLeft} ${check.signIn.attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
        ),
      );
    case 'void':
      return emailPage(
        422,
        'Too many wrong codes: that code no longer works. Enter your email to get a new one.',
        signIn.email ?? undefined,
      );
    case 'expired':
      return emailPage(
        422,
        'Your code has expired. Enter your email to get a new one.',
        signIn.email ?? undefined,
      );
    default:
      return emailPage(422, 'Enter your email first.');
  }
}

/**
 * Where a finished sign-in returns to: a path on this shop only. Anything else (absolute URLs,
 * protocol-relative `//host`, backslashes browsers read as slashes, control characters) becomes
 * the account page, so a crafted sign-in link cannot send the customer to another site.
 */
export const ACCOUNT_PATH = '/account';

export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 512) return ACCOUNT_PATH;
  if (!value.startsWith('/') || value.startsWith('//')) return ACCOUNT_PATH;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return ACCOUNT_PATH;
  try {
    const url = new URL(value, 'http://shop.invalid');
    if (url.origin !== 'http://shop.invalid') return ACCOUNT_PATH;
    // Never back into the sign-in machinery itself.
    if (url.pathname.startsWith('/account/authorize') || url.pathname.startsWith('/api/account/'))
      return ACCOUNT_PATH;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return ACCOUNT_PATH;
  }
}

/** The sign-in start for a page: `/api/account/login?return=<path>`. */
export function signInPath(returnTo: string): string {
  return `/api/account/login?${new URLSearchParams({ return: safeReturnPath(returnTo) })}`;
}

/** Why a sign-in could not be finished (lib/account/sign-in.ts), as /account shows it. */
export const SIGN_IN_PROBLEMS = ['expired', 'refused', 'unavailable'] as const;
export type SignInProblemReason = (typeof SIGN_IN_PROBLEMS)[number];

/** The query parameter naming the problem on /account. */
export const SIGN_IN_PROBLEM_PARAM = 'sign_in';

export function signInProblemPath(reason: SignInProblemReason): string {
  return `${ACCOUNT_PATH}?${SIGN_IN_PROBLEM_PARAM}=${reason}`;
}

/** The problem a `sign_in` query value names, or null for anything else. */
export function signInProblemOf(value: unknown): SignInProblemReason | null {
  return SIGN_IN_PROBLEMS.find((reason) => reason === value) ?? null;
}

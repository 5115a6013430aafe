import type { GetServerSideProps } from 'next';
import { AccountPageBody } from '@/components/account/AccountPageBody';
import { SignInProblem } from '@/components/account/SignInProblem';
import { accountRoutePath, parseAccountRoute } from '@/lib/account/account-route';
import { CustomerApiUnauthorized } from '@/lib/account/customer-api';
import { accountPageSeo, noStore } from '@/lib/account/page-headers';
import {
  accountPageStatus,
  accountPageTitle,
  loadAccountPage,
  type AccountPageData,
} from '@/lib/account/pages/account-page-data';
import {
  signInPath,
  signInProblemOf,
  SIGN_IN_PROBLEM_PARAM,
  type SignInProblemReason,
} from '@/lib/account/return-path';
import { clearSession, getCustomerSession } from '@/lib/account/session';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';
import type { PageSeoData } from '@/lib/seo/page-seo';

type AccountPageProps = (
  { data: AccountPageData; problem?: never } | { problem: SignInProblemReason; data?: never }
) & { shell: ShellProps; seo: PageSeoData };

/**
 * Every account page (`/account`, `/account/orders`, an order, `/account/subscriptions`) is this
 * one route, so they add one entry to the build manifest every page loads (lib/account/account-route.ts).
 */
export default function AccountPage({ data, problem }: AccountPageProps) {
  return data ? <AccountPageBody data={data} /> : <SignInProblem reason={problem!} />;
}

/**
 * Per request and private (`Cache-Control: private, no-store`, `noindex`). Without a session (or
 * with one the platform no longer honours) the visitor is sent to sign in, and back to the page
 * they asked for after; the callback sends a sign-in it could not finish to `/account` with
 * `?sign_in=<reason>`, said in words (400; 503 while the platform is down). A path under
 * /account that names no page, or an order that is not this customer's, is a 404.
 */
export const getServerSideProps: GetServerSideProps<AccountPageProps> = async ({
  req,
  res,
  query,
  resolvedUrl,
}) => {
  noStore(res);
  const route = parseAccountRoute(query.section);
  if (!route) return { notFound: true };
  const toSignIn = { redirect: { destination: signInPath(resolvedUrl), permanent: false } };
  const session = await getCustomerSession(req, res);
  if (!session) {
    const problem = route.kind === 'overview' && signInProblemOf(query[SIGN_IN_PROBLEM_PARAM]);
    if (!problem) return toSignIn;
    res.statusCode = problem === 'unavailable' ? 503 : 400;
    const shell = await loadShellProps();
    const seo = accountPageSeo(shell, 'Sign-in not finished', '/account');
    return { props: { problem, shell, seo } };
  }
  let data: AccountPageData | null;
  try {
    data = await loadAccountPage(route, session.accessToken, query);
  } catch (error) {
    if (!(error instanceof CustomerApiUnauthorized)) throw error;
    // Revoked or forgotten by the platform (a sign-out elsewhere, a restart): signed out here too.
    await clearSession(req, res);
    return toSignIn;
  }
  if (!data) return { notFound: true };
  res.statusCode = accountPageStatus(data);
  const shell = await loadShellProps();
  const seo = accountPageSeo(shell, accountPageTitle(data), accountRoutePath(route));
  return { props: { data, shell, seo } };
};

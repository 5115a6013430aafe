import type { GetServerSideProps } from 'next';
import { AccountOverview } from '@/components/account/AccountOverview';
import { SignInProblem } from '@/components/account/SignInProblem';
import {
  CustomerApiUnauthorized,
  getCustomerProfile,
  type CustomerProfile,
} from '@/lib/account/customer-api';
import { accountPageSeo, noStore } from '@/lib/account/page-headers';
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
  | { customer: CustomerProfile; problem?: never }
  | { problem: SignInProblemReason; customer?: never }
) & { shell: ShellProps; seo: PageSeoData };

/** The signed-in customer's account (who they are, and Sign out), or why a sign-in failed. */
export default function AccountPage({ customer, problem }: AccountPageProps) {
  return customer ? <AccountOverview customer={customer} /> : <SignInProblem reason={problem!} />;
}

/**
 * Per request and private (`Cache-Control: private, no-store`, `noindex`). Without a session (or
 * with one the platform no longer honours) the visitor is sent to sign in, and back here after;
 * the callback sends a sign-in it could not finish here with `?sign_in=<reason>`, said in words
 * (400; 503 while the platform is down).
 */
export const getServerSideProps: GetServerSideProps<AccountPageProps> = async ({
  req,
  res,
  query,
}) => {
  noStore(res);
  const toSignIn = { redirect: { destination: signInPath('/account'), permanent: false } };
  const session = await getCustomerSession(req, res);
  if (!session) {
    const problem = signInProblemOf(query[SIGN_IN_PROBLEM_PARAM]);
    if (!problem) return toSignIn;
    res.statusCode = problem === 'unavailable' ? 503 : 400;
    const shell = await loadShellProps();
    const seo = accountPageSeo(shell, 'Sign-in not finished', '/account');
    return { props: { problem, shell, seo } };
  }
  let customer: CustomerProfile;
  try {
    customer = await getCustomerProfile(session.accessToken);
  } catch (error) {
    if (!(error instanceof CustomerApiUnauthorized)) throw error;
    // Revoked or forgotten by the platform (a sign-out elsewhere, a restart): signed out here too.
    await clearSession(req, res);
    return toSignIn;
  }
  const shell = await loadShellProps();
  return { props: { customer, shell, seo: accountPageSeo(shell, 'Your account', '/account') } };
};

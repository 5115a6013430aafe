import type { GetServerSideProps } from 'next';
import { AccountOverview } from '@/components/account/AccountOverview';
import { accountPageSeo, noStore } from '@/lib/account/page-headers';
import { signInPath } from '@/lib/account/return-path';
import {
  CustomerApiUnauthorized,
  getCustomerProfile,
  type CustomerProfile,
} from '@/lib/account/customer-api';
import { clearSession, getCustomerSession } from '@/lib/account/session';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';
import type { PageSeoData } from '@/lib/seo/page-seo';

interface AccountPageProps {
  customer: CustomerProfile;
  shell: ShellProps;
  seo: PageSeoData;
}

/** The signed-in customer's account: who they are, and Sign out. */
export default function AccountPage({ customer }: AccountPageProps) {
  return <AccountOverview customer={customer} />;
}

/**
 * Per request and private (`Cache-Control: private, no-store`, `noindex`). Without a session (or
 * with one the platform no longer honours) the visitor is sent to sign in, and back here after.
 */
export const getServerSideProps: GetServerSideProps<AccountPageProps> = async ({
  req,
  res,
  resolvedUrl,
}) => {
  noStore(res);
  const toSignIn = { redirect: { destination: signInPath(resolvedUrl), permanent: false } };
  const session = await getCustomerSession(req, res);
  if (!session) return toSignIn;
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

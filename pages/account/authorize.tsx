import type { GetServerSideProps } from 'next';
import { SignInProblem, type SignInProblemReason } from '@/components/account/SignInProblem';
import { accountPageSeo, noStore } from '@/lib/account/page-headers';
import { completeSignIn } from '@/lib/account/sign-in';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';
import type { PageSeoData } from '@/lib/seo/page-seo';

interface AuthorizePageProps {
  reason: SignInProblemReason;
  shell: ShellProps;
  seo: PageSeoData;
}

/** Shown only when a sign-in could not be finished; a finished one redirects. */
export default function AuthorizePage({ reason }: AuthorizePageProps) {
  return <SignInProblem reason={reason} />;
}

/**
 * The sign-in callback registered with the Customer Account API: checks the answer against the
 * sign-in this browser started (lib/account/sign-in.ts) and lands on the page it started from.
 * A wrong or replayed state, a bad verifier, an expired code or the platform's own `error` is a
 * page saying so (400; 503 when the platform is down), with a way to try again.
 */
export const getServerSideProps: GetServerSideProps<AuthorizePageProps> = async ({ req, res }) => {
  noStore(res);
  const outcome = await completeSignIn(req, res);
  if (outcome.ok) return { redirect: { destination: outcome.returnTo, permanent: false } };
  res.statusCode = outcome.reason === 'unavailable' ? 503 : 400;
  const shell = await loadShellProps();
  return {
    props: {
      reason: outcome.reason,
      shell,
      seo: accountPageSeo(shell, 'Sign-in not finished', '/account/authorize'),
    },
  };
};

import type { NextPageContext } from 'next';
import Head from 'next/head';
import { ErrorNotice } from '@/components/errors/ErrorNotice';

/**
 * What the router shows when a client-side navigation fails (a page rendered per request whose
 * data request the server answered 500, three times): the shell around the notice, focus on it,
 * and "Try again" asks for the new address afresh. The failure is reported from the browser too
 * (`reportError`, as components/errors/ShellErrorBoundary does): the server reports its own
 * (instrumentation.ts), but a proxy's 502 or a dropped connection only the browser sees. The
 * server's own failures answer with pages/500.tsx.
 */
function ErrorPage() {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorNotice onRetry={() => window.location.reload()} focus />
    </>
  );
}

ErrorPage.getInitialProps = ({ err }: NextPageContext) => {
  if (typeof window !== 'undefined' && err) reportError(err);
  return {};
};

export default ErrorPage;

import Head from 'next/head';
import { ErrorNotice } from '@/components/errors/ErrorNotice';

/**
 * What Next shows for an error nothing else caught: one thrown in the shell itself, outside the
 * page's error boundary (components/errors/ShellErrorBoundary.tsx), in place of Next's bare
 * "Application error". Such an error was uncaught, so Sentry's own handlers have it. A page that
 * failed on the server answers with pages/500.tsx; a client navigation whose data request fails
 * loads its address afresh and meets that page too.
 */
export default function ErrorPage() {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorNotice onRetry={() => window.location.reload()} focus />
    </>
  );
}

import Head from 'next/head';
import { ErrorNotice } from '@/components/errors/ErrorNotice';

/**
 * What the router shows when a client-side navigation's data request fails (a page rendered per
 * request whose server answered 500 three times): the shell stays (_app keeps the last page's
 * shell props), focus goes to the notice, and "Try again" asks for the new address afresh. The
 * server's own failures answer with pages/500.tsx; this page is the browser's.
 */
export default function ErrorPage() {
  return (
    <>
      <Head>
        <title>Something went wrong — Morrow &amp; Co.</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorNotice onRetry={() => window.location.reload()} focus />
    </>
  );
}

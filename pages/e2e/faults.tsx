import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useState } from 'react';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';

/**
 * Browser tests' faults (e2e/integrations/errors.spec.ts), on a page of their own so that no shop
 * page carries test code. It exists only where the server was started with E2E_FAULT_PAGE=1 (the
 * browser tests' integrations build, scripts/e2e-builds.mjs); everywhere else it is a 404.
 * - "Break this page" makes the page throw while rendering (the shell's error boundary);
 * - with the cookie `e2e-outage` set, the server fails this page's requests, as a page rendered
 *   per request does when the platform does not answer (a client navigation's data request, then
 *   the document).
 */
const OUTAGE_COOKIE = 'e2e-outage';

function Breaking() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('e2e render error');
  return (
    <button type="button" className="btn btn-primary" onClick={() => setBroken(true)}>
      Break this page
    </button>
  );
}

export default function FaultsPage() {
  return (
    <>
      <Head>
        <title>Faults — browser tests</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className="container">
        <h1>Faults for browser tests</h1>
        <Breaking />
        <p>
          <Link prefetch={false} href="/e2e/faults?outage=1">
            Open the failing page
          </Link>
        </p>
      </section>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<{ shell: ShellProps }> = async ({ req }) => {
  if (process.env.E2E_FAULT_PAGE !== '1') return { notFound: true };
  if (req.cookies[OUTAGE_COOKIE]) throw new Error('e2e outage: the platform did not answer');
  return { props: { shell: await loadShellProps() } };
};

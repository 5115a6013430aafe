import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';

/**
 * What the server answers when a page failed (a platform that does not answer, a page that threw
 * while rendering): built once, with the shell, so header and footer are there even while the
 * platform is down. The failure itself reaches Sentry from the server (instrumentation.ts).
 * "Try again" asks for the same address again.
 */
export default function ServerErrorPage() {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorNotice onRetry={() => window.location.reload()} focus={false} />
    </>
  );
}

export const getStaticProps: GetStaticProps<{ shell: ShellProps }> = async () => ({
  props: { shell: await loadShellProps() },
});

import type { NextPageContext } from 'next';
import Head from 'next/head';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { NotFoundNotice } from '@/components/errors/NotFoundNotice';
import type { ShellProps } from '@/lib/page-data/shell-props';
import type { PageSeoData } from '@/lib/seo/page-seo';

interface ErrorPageProps {
  statusCode: number;
  shell?: ShellProps;
  seo?: PageSeoData;
}

/**
 * Every error page but the server's own 500 (pages/500.tsx), 404s included.
 *
 * Not a static pages/404: a path that would be a 404 may be one of the shop's own URL redirects
 * (Shopify's `urlRedirects`, as Hydrogen's storefrontRedirect applies them), and only here is a
 * 404 known, for any route (an unknown product, collection, content page or policy, or a path no
 * route matches) and with the request's query still at hand (a page's getStaticProps never sees
 * it, and its `redirect` would drop it). Pages that exist never come here, so they cost no lookup;
 * a 404 costs one, cached per path (lib/not-found-redirect.ts). The CMS redirects are
 * the proxy's, applied before this.
 *
 * In the browser it is what the router shows when a client-side navigation fails: the shell
 * around the notice, focus on it, and "Try again" asks for the address afresh. The failure is
 * reported from the browser too (`reportError`, as components/errors/ShellErrorBoundary does):
 * the server reports its own (instrumentation.ts), but a proxy's 502 or a dropped connection only
 * the browser sees.
 */
export default function ErrorPage({ statusCode }: ErrorPageProps) {
  if (statusCode === 404) return <NotFoundNotice />;
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorNotice onRetry={() => window.location.reload()} focus />
    </>
  );
}

ErrorPage.getInitialProps = async ({ req, res, err }: NextPageContext): Promise<ErrorPageProps> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  if (typeof window !== 'undefined') {
    if (err) reportError(err);
    return { statusCode };
  }
  // Server side only from here (`typeof window` is compiled away, and the imports with it, in
  // the browser).
  if (!req || !res) return { statusCode };
  if (statusCode === 404) {
    const { notFoundRedirect } = await import('@/lib/not-found-redirect');
    const to = await notFoundRedirect(req.url);
    if (to) {
      // Permanent, as Shopify answers its URL redirects.
      res.writeHead(301, { Location: to, 'Cache-Control': 'public, max-age=0, s-maxage=300' });
      res.end();
      return { statusCode: 301 };
    }
  }
  const [{ loadShellProps }, { seoContext }, { notFoundSeo }] = await Promise.all([
    import('@/lib/page-data/shell-props'),
    import('@/lib/seo/page-seo'),
    import('@/lib/seo/pages-seo'),
  ]);
  try {
    const shell = await loadShellProps();
    const seo = statusCode === 404 ? notFoundSeo(seoContext(shell)) : undefined;
    return { statusCode, shell, ...(seo && { seo }) };
  } catch (error) {
    // The error page must not fail for want of settings: the shell has its defaults.
    console.warn('[error page] shell settings unavailable', error);
    return { statusCode };
  }
};

import type { NextPageContext } from 'next';
import { ErrorNotice } from '@/components/layout/ErrorNotice';
import type { ShellProps } from '@/lib/page-data/shell-props';

interface ErrorPageProps {
  statusCode: number;
  shell?: ShellProps;
}

/**
 * Every error page, 404s included. Not a static pages/404: a path that would be a 404 may be one
 * of the shop's own URL redirects (Shopify's `urlRedirects`, as Hydrogen's storefrontRedirect
 * applies them), and only here is a 404 known, for any route (an unknown product, collection,
 * content page or policy, or a path no route matches) and with the request's query still at hand
 * (a page's getStaticProps never sees it, and its `redirect` would drop it). Pages that exist
 * never come here, so they cost no lookup; a 404 costs one, cached per path
 * (lib/page-data/not-found-redirect.ts). The CMS redirects are the proxy's, applied before this.
 */
export default function ErrorPage({ statusCode }: ErrorPageProps) {
  return <ErrorNotice statusCode={statusCode} />;
}

ErrorPage.getInitialProps = async ({ req, res, err }: NextPageContext): Promise<ErrorPageProps> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  // Server side only (`typeof window` is compiled away, and the imports with it, in the browser).
  if (typeof window !== 'undefined' || !req || !res) return { statusCode };
  if (statusCode === 404) {
    const { notFoundRedirect } = await import('@/lib/page-data/not-found-redirect');
    const to = await notFoundRedirect(req.url);
    if (to) {
      // Permanent, as Shopify answers its URL redirects.
      res.writeHead(301, { Location: to, 'Cache-Control': 'public, max-age=0, s-maxage=300' });
      res.end();
      return { statusCode: 301 };
    }
  }
  const { loadShellProps } = await import('@/lib/page-data/shell-props');
  try {
    return { statusCode, shell: await loadShellProps() };
  } catch (error) {
    // The error page must not fail for want of settings: the shell has its defaults.
    console.warn('[error page] shell settings unavailable', error);
    return { statusCode };
  }
};

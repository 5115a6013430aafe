/** SPEC §2 "Redirects" in the router: a navigation to a `from` path goes to its `to` instead. */
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { config } from '@/lib/config';
import type { Redirect } from '@/lib/content/settings';
import { resolveRedirect } from '@/lib/redirects';

/**
 * When a client-side navigation starts towards a redirect's `from`, replaces it with the `to`:
 * no full page load for a site path (Next cancels the first navigation quietly). An allowed
 * absolute target needs a page load. The list comes with the page's props; the proxy covers
 * direct requests and anything newer than the page.
 */
export function useCmsRedirects(redirects: readonly Redirect[] | undefined): void {
  const router = useRouter();
  useEffect(() => {
    if (!redirects || redirects.length === 0) return;
    const onStart = (url: string) => {
      const next = new URL(url, window.location.origin);
      if (next.origin !== window.location.origin) return;
      const to = resolveRedirect(next.pathname, next.search, redirects, config.redirectHosts);
      if (!to) return;
      if (to.startsWith('/')) void router.replace(to);
      else window.location.assign(to);
    };
    router.events.on('routeChangeStart', onStart);
    return () => router.events.off('routeChangeStart', onStart);
  }, [router, redirects]);
}

import { useRouter, type NextRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { ListingState } from '@/lib/listing/state';

/** Where a state is rendered: the route Next loads (`href`) and the URL the shopper sees (`as`). */
export interface ListingRoute {
  href: Parameters<NextRouter['push']>[0];
  as: string;
}

/**
 * Navigates a listing to a state without a page load: Next fetches the route's data and the page
 * renders it. `replace` for "Load more" (one history entry per view, not per page); the scroll
 * stays where it is. `busy` while a navigation is under way.
 */
export function useListingNavigation(toRoute: (state: ListingState) => ListingRoute) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const start = () => setBusy(true);
    const end = () => setBusy(false);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', end);
    router.events.on('routeChangeError', end);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', end);
      router.events.off('routeChangeError', end);
    };
  }, [router.events]);
  const navigate = (state: ListingState, { replace }: { replace: boolean }) => {
    const { href, as } = toRoute(state);
    const go = replace ? router.replace : router.push;
    void go(href, as, { scroll: false });
  };
  return { navigate, busy };
}

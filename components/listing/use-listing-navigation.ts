import { useRouter, type NextRouter } from 'next/router';
import type { ListingState } from '@/lib/listing/state';

/** Where a state is rendered: the route Next loads (`href`) and the URL the shopper sees (`as`). */
export interface ListingRoute {
  href: Parameters<NextRouter['push']>[0];
  as: string;
}

/**
 * Navigates a listing to a state without a page load: Next fetches the route's data and the page
 * renders it. `replace` for "Load more" (one history entry per view, not per page); the scroll
 * stays where it is.
 */
export function useListingNavigation(toRoute: (state: ListingState) => ListingRoute) {
  const router = useRouter();
  return (state: ListingState, { replace }: { replace: boolean }) => {
    const { href, as } = toRoute(state);
    void (replace ? router.replace : router.push)(href, as, { scroll: false });
  };
}

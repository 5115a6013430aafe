import { useRouter, type NextRouter } from 'next/router';

/** Where a state is rendered: the route Next loads (`href`) and the URL the shopper sees (`as`). */
export interface ListingRoute {
  href: Parameters<NextRouter['push']>[0];
  as: string;
}

/**
 * Navigates a listing to the view of a query ('' or '?…') without a page load: Next fetches the route's data and the page
 * renders it. `replace` for "Load more" (one history entry per view, not per page); the scroll
 * stays where it is.
 */
export function useListingNavigation(toRoute: (query: string) => ListingRoute) {
  const router = useRouter();
  return (query: string, { replace }: { replace: boolean }) => {
    const { href, as } = toRoute(query);
    void (replace ? router.replace : router.push)(href, as, { scroll: false });
  };
}

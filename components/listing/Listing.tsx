import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { SortOption } from '@/lib/listing/sort';
import {
  isFiltered,
  listingQuery,
  MAX_PAGES,
  withoutFilters,
  type ListingState,
} from '@/lib/listing/state';
import type { ListingFacet } from '@/lib/listing/facets';
import { ListingControls } from './ListingControls';
import { ListingEmpty } from './ListingEmpty';
import { ListingGrid } from './ListingGrid';
import { LoadMore } from './LoadMore';
import type { ListingProduct } from './listing-product';
import { resultCountText } from './result-count';
import { useListEvents, type ListIdentity } from './use-list-events';
import styles from './listing.module.css';

export interface ListingProps {
  /** The listing's plain path ('/collections/coffee', '/search'): forms and links go there. */
  action: string;
  /** The page's own parameters, kept by the forms and links (search: `{ q }`). */
  hiddenParams?: Record<string, string>;
  sorts: readonly SortOption<string>[];
  /** The state the server rendered (parseListingState of the request's query). */
  state: ListingState;
  facets: readonly ListingFacet[];
  /** Every product shown: all pages up to `state.pages`. */
  products: readonly ListingProduct[];
  hasNextPage: boolean;
  endCursor: string | null;
  /** The platform's count of all results when it gives one (search); else null. */
  totalCount?: number | null;
  /** With JavaScript: show `state` without a page load (router.push/replace to its URL). */
  onNavigate: (state: ListingState, how: { replace: boolean }) => void;
  /** A navigation is under way (the results are marked busy). */
  busy?: boolean;
  /** Segment's list_id and category for the list events. */
  list: ListIdentity;
  /** Shown, instead of a grid, when the list is empty without any filter. */
  emptyState: ReactNode;
}

function ListingNotice({ ignored }: { ignored: readonly string[] }) {
  if (ignored.length === 0) return null;
  return (
    <p className={styles.notice}>
      Part of this link was not understood and was left out ({ignored.join(', ')}).
    </p>
  );
}

/** After "Load more": the index of the first new product, whose link takes the focus. */
function useLoadedFocus(count: number) {
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const loadedFrom = useRef<number | null>(null);
  useEffect(() => {
    if (loadedFrom.current !== null && count > loadedFrom.current) {
      setFocusIndex(loadedFrom.current);
      loadedFrom.current = null;
    }
  }, [count]);
  const willLoad = () => {
    loadedFrom.current = count;
  };
  return { focusIndex, willLoad };
}

/**
 * A product listing (a collection, search results): sort, facet filters and price range, the grid
 * with "Load more", the result count (a polite status), and the empty and no-match states. The URL
 * is its state: every change goes through `onNavigate`, and without JavaScript the same changes
 * are forms and links to `action`.
 */
export function Listing(props: ListingProps) {
  const { action, hiddenParams = {}, sorts, state, products, hasNextPage, endCursor } = props;
  const href = (next: ListingState) => `${action}${listingQuery(next, sorts, hiddenParams)}`;
  const listClick = useListEvents(
    props.list,
    state,
    sorts,
    products.map((p) => p.listed),
  );
  const { focusIndex, willLoad } = useLoadedFocus(products.length);

  // Past the pages shown at once, the list goes on from the cursor, as a new first page.
  const atLastPage = state.pages >= MAX_PAGES;
  const nextState: ListingState = atLastPage
    ? { ...state, pages: 1, after: endCursor, ignored: [] }
    : { ...state, pages: state.pages + 1, ignored: [] };
  const emptyReason = isFiltered(state) ? 'no-match' : state.after ? 'past-end' : 'empty';

  return (
    <div className={styles.layout}>
      <ListingControls
        action={action}
        hiddenParams={hiddenParams}
        sorts={sorts}
        state={state}
        facets={props.facets}
        onNavigate={(next) => props.onNavigate(next, { replace: false })}
      />
      <div className={styles.results} aria-busy={props.busy || undefined}>
        <ListingNotice ignored={state.ignored} />
        <p className={styles.resultCount} role="status">
          {resultCountText(products.length, props.totalCount ?? null, hasNextPage)}
        </p>
        {products.length > 0 ? (
          <ListingGrid
            products={products}
            onProductClick={(product, index) => listClick(product.listed, index)}
            focusIndex={focusIndex}
          />
        ) : (
          <ListingEmpty
            reason={emptyReason}
            restartHref={href(
              emptyReason === 'no-match'
                ? withoutFilters(state)
                : { ...state, after: null, pages: 1 },
            )}
            emptyState={props.emptyState}
          />
        )}
        {hasNextPage && endCursor ? (
          <LoadMore
            href={href(nextState)}
            kind={atLastPage ? 'next' : 'more'}
            busy={!!props.busy}
            onLoad={() => {
              willLoad();
              props.onNavigate(nextState, { replace: !atLastPage });
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

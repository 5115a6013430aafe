import { Listing } from '@/components/listing/Listing';
import type { ListingProduct } from '@/components/listing/listing-product';
import { useListingNavigation } from '@/components/listing/use-listing-navigation';
import type { ListingInfo } from '@/lib/listing/info';
import type { SortOption } from '@/lib/listing/sort';
import type { ListingState } from '@/lib/listing/state';
import type { ListingFacet } from '@/lib/listing/facets';
import type { CollectionSummary } from '@/lib/shopify/collections';
import { deferredPart } from '@/components/lazy/deferred-part';
import type { NoResultsWords } from './SearchStart';
import { useProductsSearched } from './use-products-searched';
import styles from './search-page.module.css';

export interface SearchResultsPageProps {
  query: string;
  /** What the page says of the parts of its URL it could not use (./search-data.ts). */
  notices: string[];
  state: ListingState;
  /** The sort control's options (SEARCH_SORTS), sent with the data, not held by the script. */
  sorts: readonly SortOption<string>[];
  products: ListingProduct[];
  facets: ListingFacet[];
  info: ListingInfo;
  collections: CollectionSummary[];
  /** A query that found nothing without filters: the words of what to try next. */
  noResults: NoResultsWords | null;
}

/**
 * Where to start (a query that found nothing, or `/search` alone): rendered by the server, its
 * code loaded after the first paint, as only a page without results shows it (0.4 kB gzip off
 * the route's first load; docs/decisions/listing-first-load.md).
 */
const SearchStart = deferredPart(() => import('./SearchStart').then((m) => m.SearchStart));

/** The search page: the query's results as a listing (sort, filters, Load more), or where to start. */
export function SearchResultsPage(props: SearchResultsPageProps) {
  const { query } = props;
  const hidden = { q: query };
  const navigate = useListingNavigation((search) => {
    const href = `/search${search}`;
    return { href, as: href };
  });
  useProductsSearched(query);
  return (
    <div className={`container ${styles.page}`}>
      <h1>
        {query ? (
          <>
            Results for <q>{query}</q>
          </>
        ) : (
          'Search'
        )}
      </h1>
      {props.notices.map((notice) => (
        <p key={notice} className={styles.notice}>
          {notice}
        </p>
      ))}
      {query ? (
        <Listing
          action="/search"
          hiddenParams={hidden}
          sorts={props.sorts}
          state={props.state}
          facets={props.facets}
          products={props.products}
          info={props.info}
          onNavigate={navigate}
          list={{ id: 'search', category: query }}
          emptyState={<SearchStart noResults={props.noResults} collections={props.collections} />}
        />
      ) : (
        <SearchStart noResults={null} collections={props.collections} />
      )}
    </div>
  );
}

import { Listing } from '@/components/listing/Listing';
import type { ListingProduct } from '@/components/listing/listing-product';
import { useListingNavigation } from '@/components/listing/use-listing-navigation';
import type { ListingState } from '@/lib/listing/state';
import { listingQuery } from '@/lib/listing/state';
import type { SearchRefusal } from '@/lib/search/results-page';
import { MAX_QUERY_LENGTH } from '@/lib/search/max-query-length';
import { SEARCH_SORTS } from '@/lib/search/sorts';
import type { ListingFacet } from '@/lib/listing/facets';
import type { CollectionSummary } from '@/lib/shopify/collections';
import { NoResults, SearchStart } from './SearchStart';
import { useProductsSearched } from './use-products-searched';
import styles from './search-page.module.css';

export interface SearchResultsPageProps {
  query: string;
  shortened: boolean;
  state: ListingState;
  refused: SearchRefusal | null;
  products: ListingProduct[];
  facets: ListingFacet[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
  collections: CollectionSummary[];
}

const REFUSALS: Record<SearchRefusal, string> = {
  restarted:
    'That page of results is no longer there (the link may be from another search), so these start again from the first.',
  query: 'We could not search for that. Try fewer words, or leave out brackets and symbols.',
};

/** The search page: the query's results as a listing (sort, filters, Load more), or where to start. */
export function SearchResultsPage(props: SearchResultsPageProps) {
  const { query } = props;
  const hidden = { q: query };
  const navigate = useListingNavigation((state) => {
    const href = `/search${listingQuery(state, SEARCH_SORTS, hidden)}`;
    return { href, as: href };
  });
  useProductsSearched(query);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>
        {query ? (
          <>
            Results for <q className={styles.query}>{query}</q>
          </>
        ) : (
          'Search'
        )}
      </h1>
      {props.shortened ? (
        <p className={styles.notice}>
          Your search was long, so we searched for its first {MAX_QUERY_LENGTH} characters.
        </p>
      ) : null}
      {props.refused ? <p className={styles.notice}>{REFUSALS[props.refused]}</p> : null}
      {query ? (
        <Listing
          action="/search"
          hiddenParams={hidden}
          sorts={SEARCH_SORTS}
          state={props.state}
          facets={props.facets}
          products={props.products}
          hasNextPage={props.hasNextPage}
          endCursor={props.endCursor}
          totalCount={props.totalCount}
          onNavigate={navigate}
          list={{ id: 'search', category: query }}
          emptyState={<NoResults query={query} collections={props.collections} />}
        />
      ) : (
        <SearchStart collections={props.collections} />
      )}
    </div>
  );
}

/**
 * The search page's props, built on the server (getServerSideProps): the search for the URL
 * (lib/search/results-page.ts), reshaped to what the page renders (cards with their picture
 * attributes, facets with their URL parameters). Nothing here reaches the browser bundle.
 */
import { toListingProduct } from '@/components/listing/listing-product';
import { imgProps } from '@/lib/images/img-props';
import { toListingFacets } from '@/lib/listing/facets';
import { listingInfo } from '@/lib/listing/info';
import type { QueryInput } from '@/lib/listing/parse';
import { MAX_QUERY_LENGTH } from '@/lib/search/max-query-length';
import { loadSearchPage, type SearchRefusal } from '@/lib/search/results-page';
import { SEARCH_SORTS } from '@/lib/search/sorts';
import type { SearchResultsPageProps } from './SearchResultsPage';

const REFUSALS: Record<SearchRefusal, string> = {
  restarted:
    'That page of results is no longer there (the link may be from another search), so these start again from the first.',
  query: 'We could not search for that. Try fewer words, or leave out brackets and symbols.',
};

/** The search page for a request's query (`context.query`). */
export async function loadSearchView(query: QueryInput): Promise<SearchResultsPageProps> {
  const { results, shortened, refused, ...page } = await loadSearchPage(query);
  // The page's words for what it could not use, written here so they are not in its script.
  const notices = [
    ...(shortened
      ? [`Your search was long, so we searched for its first ${MAX_QUERY_LENGTH} characters.`]
      : []),
    ...(refused ? [REFUSALS[refused]] : []),
  ];
  return {
    ...page,
    notices,
    sorts: SEARCH_SORTS,
    // Shown when the list is empty without filters (the listing says what to do with them).
    noResults: page.query
      ? {
          heading: `No products match “${page.query}”`,
          text: 'Check the spelling, try a shorter or more general word (“coffee”, “tea”), or browse:',
        }
      : null,
    products: results.products.map((product) => toListingProduct(product, imgProps)),
    facets: toListingFacets(results.facets),
    info: listingInfo(
      page.state,
      SEARCH_SORTS,
      { q: page.query },
      {
        shown: results.products.length,
        total: results.totalCount,
        hasNextPage: results.hasNextPage,
        endCursor: results.endCursor,
      },
    ),
  };
}

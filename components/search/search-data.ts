/**
 * The search page's props, built on the server (getServerSideProps): the search for the URL
 * (lib/search/results-page.ts), reshaped to what the page renders (cards with their picture
 * attributes, facets with their URL parameters). Nothing here reaches the browser bundle.
 */
import { toListingProduct } from '@/components/listing/listing-product';
import { imgProps } from '@/lib/images/img-props';
import { toListingFacets } from '@/lib/listing/facets';
import type { QueryInput } from '@/lib/listing/parse';
import { loadSearchPage } from '@/lib/search/results-page';
import type { SearchResultsPageProps } from './SearchResultsPage';

/** The search page for a request's query (`context.query`). */
export async function loadSearchView(query: QueryInput): Promise<SearchResultsPageProps> {
  const { results, ...page } = await loadSearchPage(query);
  return {
    ...page,
    products: results.products.map((product) => toListingProduct(product, imgProps)),
    facets: toListingFacets(results.facets),
    totalCount: results.totalCount,
    hasNextPage: results.hasNextPage,
    endCursor: results.endCursor,
  };
}

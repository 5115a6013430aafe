/**
 * Pure reshapers from the search documents' generated types to search's domain types
 * (./search-types.ts): connections flattened, non-product results dropped, every value copied.
 */
import type {
  PredictiveSearchQuery,
  ProductFieldsFragment,
  SearchQuery,
} from '@/graphql/generated';
import { reshapeFacet } from './collections';
import { reshapeProduct } from './reshape';
import type { SearchResults, Suggestions } from './search-types';

type SearchNode = SearchQuery['search']['edges'][number]['node'];

function isProduct(node: SearchNode): node is Extract<SearchNode, { __typename: 'Product' }> {
  return node.__typename === 'Product';
}

/**
 * One page of `search` → `SearchResults`. Articles and pages (not asked for, but the union allows
 * them) are dropped; facets are reshaped as a collection's are.
 */
export function reshapeSearch(search: SearchQuery['search']): SearchResults {
  const products = search.edges
    .map((edge) => edge.node)
    .filter(isProduct)
    .map((node) => reshapeProduct(node satisfies ProductFieldsFragment));
  return {
    totalCount: search.totalCount,
    products,
    facets: search.productFilters.map(reshapeFacet),
    hasNextPage: search.pageInfo.hasNextPage,
    endCursor: search.pageInfo.endCursor,
  };
}

/** `predictiveSearch` → `Suggestions`; a null answer (Shopify gives one for a blank query) is empty. */
export function reshapeSuggestions(result: PredictiveSearchQuery['predictiveSearch']): Suggestions {
  if (!result) return { products: [], collections: [], queries: [] };
  return {
    products: result.products.map((product) => ({
      id: product.id,
      title: product.title,
      handle: product.handle,
      image: product.featuredImage
        ? {
            url: product.featuredImage.url,
            altText: product.featuredImage.altText,
            width: product.featuredImage.width,
            height: product.featuredImage.height,
          }
        : null,
      minPrice: { ...product.priceRange.minVariantPrice },
      maxPrice: { ...product.priceRange.maxVariantPrice },
    })),
    collections: result.collections.map(({ id, title, handle }) => ({ id, title, handle })),
    queries: result.queries.map(({ text }) => ({ text })),
  };
}

/**
 * Pure reshapers from the search documents' generated types to search's domain types
 * (./search-types.ts): connections flattened, non-product results dropped, every value copied.
 */
import type {
  PredictiveSearchQuery,
  ProductFieldsFragment,
  SearchFilterFieldsFragment,
  SearchQuery,
} from '@/graphql/generated';
import { reshapeProduct } from './reshape';
import type { Facet, FacetValue, SearchResults, Suggestions } from './search-types';

/**
 * A facet value's `input` as the JSON string a `ProductFilter` is parsed from. Shopify sends it as a
 * string holding JSON; a platform that sends the object itself gets it serialised once.
 */
function inputJson(input: unknown): string {
  return typeof input === 'string' ? input : JSON.stringify(input ?? null);
}

function facetValue(value: SearchFilterFieldsFragment['values'][number]): FacetValue {
  return { id: value.id, label: value.label, count: value.count, input: inputJson(value.input) };
}

/** A facet of the answer → `Facet`; a type this shop does not know is left out (null). */
export function reshapeFacet(filter: SearchFilterFieldsFragment): Facet | null {
  if (filter.type !== 'BOOLEAN' && filter.type !== 'LIST' && filter.type !== 'PRICE_RANGE') {
    return null;
  }
  return {
    id: filter.id,
    label: filter.label,
    type: filter.type,
    values: filter.values.map(facetValue),
  };
}

type SearchNode = SearchQuery['search']['edges'][number]['node'];

function isProduct(node: SearchNode): node is Extract<SearchNode, { __typename: 'Product' }> {
  return node.__typename === 'Product';
}

/**
 * One page of `search` → `SearchResults`. Articles and pages (not asked for, but the union allows
 * them) are dropped; `nextCursor` is null unless the API says there is a next page and names it.
 */
export function reshapeSearch(search: SearchQuery['search']): SearchResults {
  const products = search.edges
    .map((edge) => edge.node)
    .filter(isProduct)
    .map((node) => reshapeProduct(node satisfies ProductFieldsFragment));
  return {
    totalCount: search.totalCount,
    products,
    facets: search.productFilters.map(reshapeFacet).filter((facet) => facet !== null),
    nextCursor: search.pageInfo.hasNextPage ? (search.pageInfo.endCursor ?? null) : null,
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

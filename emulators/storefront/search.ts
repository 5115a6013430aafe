/**
 * The root `search` field: products and pages matching Shopify's search syntax (articles: the
 * demo shop has no blog, so ARTICLE finds nothing), as a SearchResultItemConnection.
 *
 * - `prefix: LAST` makes the last free-text word a prefix; an empty query finds nothing.
 * - `unavailableProducts`: SHOW keeps sold-out products in place, HIDE drops them, LAST (the
 *   default) moves them after every other result.
 * - `sortKey`: RELEVANCE (field weights of product-match.ts, ties in best-selling order) or PRICE
 *   (lowest variant price); `reverse` flips the product order. Pages come after the products:
 *   they have no price, and a shop lists them apart.
 * - `productFilters` (filters.ts) narrow the products, and then only products are results;
 *   `productFilters` of the result are the facets (filter-facets.ts) of every product the query
 *   matched, with the applied filters counted as on a collection.
 * - Cursors belong to the one search that made them (listing-cursor.ts).
 */
import type { ProductRecord } from './catalogue';
import type { Connection, ConnectionArgs } from './connection';
import { productFacets, type FilterView } from './filter-facets';
import { filterProducts, type ProductFilterInput } from './filters';
import { paginateListing } from './listing-cursor';
import type { OnlineStore } from './online-store';
import { PAGE_FIELDS, pageRelevance, pageTermMatches, type PageRecord } from './pages';
import { byRelevance, productMatches } from './product-match';
import { minVariantPrice } from './product-sort';
import { parseQueryArgument } from './query-argument';
import {
  matchesQuery,
  positiveTerms,
  withLastTermAsPrefix,
  type QueryNode,
  type TermNode,
} from './search-query';

export type SearchType = 'ARTICLE' | 'PAGE' | 'PRODUCT';
export type UnavailableProducts = 'HIDE' | 'LAST' | 'SHOW';

export interface SearchArgs extends ConnectionArgs {
  query: string;
  prefix?: 'LAST' | 'NONE' | null;
  productFilters?: ProductFilterInput[] | null;
  sortKey?: 'PRICE' | 'RELEVANCE' | null;
  types?: SearchType[] | null;
  unavailableProducts?: UnavailableProducts | null;
}

type SearchItem = ProductRecord | PageRecord;

export type SearchConnectionView = Connection<SearchItem> & {
  totalCount: number;
  /** A function, so the facets are only counted when a query selects them. */
  productFilters: () => FilterView[];
};

const ALL_TYPES: readonly SearchType[] = ['PRODUCT', 'PAGE', 'ARTICLE'];

export const isAvailable = (p: ProductRecord) => p.variants.some((v) => v.data.availableForSale);

/** The parsed query, with the last word as a prefix when asked for. */
export function searchQuery(text: string, prefixLast: boolean): QueryNode | null {
  const parsed = parseQueryArgument(text);
  return prefixLast ? withLastTermAsPrefix(parsed) : parsed;
}

function orderProducts(
  products: readonly ProductRecord[],
  query: QueryNode | null,
  args: SearchArgs,
): ProductRecord[] {
  const ordered =
    args.sortKey === 'PRICE'
      ? [...products].sort((a, b) => minVariantPrice(a) - minVariantPrice(b))
      : byRelevance(products, query);
  return args.reverse ? ordered.reverse() : ordered;
}

/** A term on a field pages do not have (`tag:`, `vendor:`) finds no page in a search. */
export const pageHasTerm = (page: PageRecord, term: TermNode) =>
  (term.field === null || PAGE_FIELDS.has(term.field)) && pageTermMatches(page, term);

function matchingPages(store: OnlineStore, query: QueryNode | null): PageRecord[] {
  const terms = positiveTerms(query);
  const pages = store.pages.filter((page) =>
    matchesQuery(query, (term) => pageHasTerm(page, term)),
  );
  const score = new Map(pages.map((p) => [p, pageRelevance(p, terms)]));
  return pages.sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0));
}

export function search(
  products: readonly ProductRecord[],
  store: OnlineStore,
  args: SearchArgs,
): SearchConnectionView {
  const query = searchQuery(args.query, args.prefix === 'LAST');
  const types = args.types ?? ALL_TYPES;
  const unavailable = args.unavailableProducts ?? 'LAST';
  const filters = args.productFilters ?? [];

  let matched: ProductRecord[] = [];
  if (query && types.includes('PRODUCT')) {
    matched = products.filter((p) => productMatches(p, query));
    if (unavailable === 'HIDE') matched = matched.filter(isAvailable);
  }
  const ordered = orderProducts(filterProducts(matched, filters), query, args);
  const pages =
    query && types.includes('PAGE') && filters.length === 0 ? matchingPages(store, query) : [];
  const items: SearchItem[] =
    unavailable === 'LAST'
      ? [...ordered.filter(isAvailable), ...pages, ...ordered.filter((p) => !isAvailable(p))]
      : [...ordered, ...pages];

  const listing = [
    'search',
    args.query,
    args.prefix ?? 'NONE',
    args.sortKey ?? 'RELEVANCE',
    Boolean(args.reverse),
    types,
    unavailable,
    filters,
  ];
  const keyOf = (item: SearchItem) => item.data.id;
  return {
    ...paginateListing(items, { ...args, reverse: false }, keyOf, listing),
    totalCount: items.length,
    productFilters: () => productFacets(matched, filters),
  };
}

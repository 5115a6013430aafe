/**
 * Search's domain types: the results page's products with their facets, and the header's
 * suggestions. Plain shapes, never `edges`/`node`; `./search-reshape.ts` builds them.
 */
import type { Image, Money } from './catalog-types';
import type { ProductPage } from './collections';

/**
 * One page of product search results: a listing page (products, the facets of the whole result
 * set, the cursor) and how many products match in all.
 */
export interface SearchResults extends ProductPage {
  /** Every product matching the query and filters, not just this page's. */
  totalCount: number;
}

/** A product as a suggestion shows it: picture, title, price. */
export interface ProductSuggestion {
  id: string;
  title: string;
  handle: string;
  image: Image | null;
  minPrice: Money;
  maxPrice: Money;
}

export interface CollectionSuggestion {
  id: string;
  title: string;
  handle: string;
}

/** A query the platform suggests for what was typed. */
export interface QuerySuggestion {
  text: string;
}

/** What the header's predictive search offers for one query. */
export interface Suggestions {
  products: ProductSuggestion[];
  collections: CollectionSuggestion[];
  queries: QuerySuggestion[];
}

/**
 * Search's domain types: the results page's products with their facets, and the header's
 * suggestions. Plain shapes, never `edges`/`node`; `./search-reshape.ts` builds them.
 */
import type { Image, Money, Product } from './catalog-types';

/** One value of a facet: its label, how many results it keeps, and the filter to send for it. */
export interface FacetValue {
  id: string;
  label: string;
  count: number;
  /** The `ProductFilter` JSON exactly as the API gave it (STYLE §10: never rebuilt from labels). */
  input: string;
}

/** A facet of a result set (availability, price, type, vendor, tag, option). */
export interface Facet {
  id: string;
  label: string;
  type: 'BOOLEAN' | 'LIST' | 'PRICE_RANGE';
  values: FacetValue[];
}

/** One page of product search results. */
export interface SearchResults {
  /** Every product matching the query and filters, not just this page's. */
  totalCount: number;
  products: Product[];
  facets: Facet[];
  /** The cursor of the next page, or null on the last. */
  nextCursor: string | null;
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

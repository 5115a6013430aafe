/**
 * The state of a listing (a collection, search results) is its URL: sort, chosen filters, price
 * range, how many pages are shown and where the list starts. `parseListingState` (./parse.ts)
 * reads any query into a state; `listingQuery` writes a state back as the one query string that
 * reproduces it. This module is in the listing's first load: the parsing is the server's.
 */
import type { ProductFilter } from '@/graphql/generated';
import type { FilterParam } from './filters';
import { PARAM } from './params';
import type { SortOption } from './sort';

/** Products a page holds: two rows of four on a wide screen, four rows of two on a phone. */
export const PAGE_SIZE = 8;
/**
 * Pages shown at once: the server asks for all of them in one request, and 250 is the API's
 * largest `first`. Past that a list goes on from a cursor (`after`).
 */
export const MAX_PAGES = 30;
/** A cursor is an opaque token: base64 and the like, never this long. */
export const MAX_CURSOR_LENGTH = 512;

/** The empty state: the listing as its plain URL shows it. */
export function initialListingState(sorts: readonly SortOption<string>[]): ListingState {
  return {
    sort: sorts[0]?.name ?? '',
    filters: [],
    price: { min: null, max: null },
    pages: 1,
    after: null,
    ignored: [],
  };
}

/** Prices up to a million, with at most two decimals. */
const PRICE = /^\d{1,7}(?:\.\d{1,2})?$/;

/** A price bound as typed or linked (`'12'`, `' 9.5 '`), or null when it is not one. */
export function readPrice(value: string): number | null {
  const trimmed = value.trim();
  return PRICE.test(trimmed) ? Number(trimmed) : null;
}

export interface PriceRange {
  min: number | null;
  max: number | null;
}

export interface ListingState {
  /** A name of the listing's sort options; the first option's when the URL had none. */
  sort: string;
  filters: FilterParam[];
  price: PriceRange;
  /** Pages shown, 1 to MAX_PAGES. */
  pages: number;
  /** The list starts after this cursor (deep in a long list); null: from the start. */
  after: string | null;
  /** Parameters that were not understood and were left out (named, for the page to say so). */
  ignored: string[];
}

/**
 * The query string (with its `?`, or '' for the plain listing) that `parseListingState` reads back
 * as `state`: defaults left out, parameters in one order, so one view has one URL. `extra` are
 * the page's own parameters, written first (search's `q`).
 */
export function listingQuery(
  state: ListingState,
  sorts: readonly SortOption<string>[],
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams(extra);
  if (state.sort !== sorts[0]?.name) params.append(PARAM.sort, state.sort);
  for (const filter of state.filters) params.append(filter.name, filter.value);
  if (state.price.min !== null) params.append(PARAM.minPrice, String(state.price.min));
  if (state.price.max !== null) params.append(PARAM.maxPrice, String(state.price.max));
  if (state.after) params.append(PARAM.after, state.after);
  if (state.pages > 1) params.append(PARAM.page, String(state.pages));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The ProductFilter list the platform is asked with: the chosen values, then the price range. */
export function productFilters(state: ListingState): ProductFilter[] {
  const filters = state.filters.map((filter) => filter.input);
  const { min, max } = state.price;
  if (min !== null || max !== null) {
    filters.push({ price: { ...(min !== null && { min }), ...(max !== null && { max }) } });
  }
  return filters;
}

/** True when the shopper has narrowed the list (filters or a price range). */
export function isFiltered(state: ListingState): boolean {
  return state.filters.length > 0 || state.price.min !== null || state.price.max !== null;
}

/** `state` with no filters and no price range, back on the first page; the sort is kept. */
export function withoutFilters(state: ListingState): ListingState {
  return {
    ...state,
    filters: [],
    price: { min: null, max: null },
    pages: 1,
    after: null,
    ignored: [],
  };
}

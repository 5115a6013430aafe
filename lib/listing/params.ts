/**
 * The URL parameters of a listing's state (./state.ts) other than its filters (./filters.ts).
 * A module of their own: the listing's form names its fields with them in the browser, and needs
 * none of the state's code.
 */
export const PARAM = {
  sort: 'sort',
  minPrice: 'price_min',
  maxPrice: 'price_max',
  page: 'page',
  after: 'after',
} as const;

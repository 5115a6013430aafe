/**
 * Reads a listing's state from its query: a link, a form submitted with GET, a hostile one. Runs
 * on the server (getServerSideProps); the browser gets the state it produced.
 */
import { FILTER_PREFIX, MAX_FILTERS, readFilterParam } from './filters';
import { PARAM } from './params';
import type { SortOption } from './sort';
import {
  initialListingState,
  MAX_CURSOR_LENGTH,
  MAX_PAGES,
  readPrice,
  type ListingState,
} from './state';

const CURSOR = /^[A-Za-z0-9+/=_:.-]+$/;

/** A query as Next gives it (`router.query`, `context.query`) or URLSearchParams. */
export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

function entriesOf(query: QueryInput): [string, string][] {
  if (query instanceof URLSearchParams) return [...query.entries()];
  return Object.entries(query).flatMap(([name, value]) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [name, v]),
  );
}

/**
 * Reads a listing's state from its query. Never throws: an unknown sort is the default order, a
 * filter that is not one is dropped, a price that is not a price is no bound (a minimum above
 * the maximum swaps them), a page outside 1 to MAX_PAGES is the first, a cursor that cannot be one
 * is no cursor; each is named in `ignored`. Parameters a listing does not own (`q`, utm_…) are
 * left alone and not reported. Empty values (a form's blank price fields) are no value.
 */
export function parseListingState(
  query: QueryInput,
  sorts: readonly SortOption<string>[],
): ListingState {
  const state = initialListingState(sorts);
  const seen = new Set<string>();
  const ignore = (name: string) => {
    const label = name.slice(0, 40);
    if (!state.ignored.includes(label)) state.ignored.push(label);
  };
  for (const [name, value] of entriesOf(query)) {
    if (value === '') continue;
    if (name === PARAM.sort) {
      if (sorts.some((option) => option.name === value)) state.sort = value;
      else ignore(name);
    } else if (name === PARAM.minPrice || name === PARAM.maxPrice) {
      const bound = readPrice(value);
      if (bound === null) ignore(name);
      else state.price[name === PARAM.minPrice ? 'min' : 'max'] = bound;
    } else if (name === PARAM.page) {
      const pages = /^\d{1,2}$/.test(value) ? Number(value) : 0;
      if (pages >= 1 && pages <= MAX_PAGES) state.pages = pages;
      else ignore(name);
    } else if (name === PARAM.after) {
      if (value.length <= MAX_CURSOR_LENGTH && CURSOR.test(value)) state.after = value;
      else ignore(name);
    } else if (name.startsWith(FILTER_PREFIX)) {
      const filter = readFilterParam(name, value);
      const key = filter ? `${filter.name}=${filter.value}` : '';
      if (!filter || state.filters.length >= MAX_FILTERS) ignore(name);
      else if (!seen.has(key)) {
        seen.add(key);
        state.filters.push(filter);
      }
    }
  }
  const { min, max } = state.price;
  if (min !== null && max !== null && min > max) state.price = { min: max, max: min };
  return state;
}

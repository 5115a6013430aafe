/** A listing's state as Segment's `filters` and `sorts` lists ({ type, value }). */
import type { SortOption } from './sort';
import type { ListingState } from './state';

/** Segment's `{ type, value }` (lib/integrations/list-events.ts `ListChoice`). */
export interface ListingChoice {
  type: string;
  value: string;
}

/**
 * Each chosen value as `{ type: <ProductFilter key>, value }` (an option or metafield as its
 * value alone), the price range as `{ type: 'price', value: 'min-max' }` (a missing bound empty);
 * the order as `{ type: <sort key>, value: 'asc' | 'desc' }`.
 */
export function listingChoices(
  state: ListingState,
  sorts: readonly SortOption<string>[],
): { filters: ListingChoice[]; sorts: ListingChoice[] } {
  const filters = state.filters.map(({ input }) => {
    const [type, value] = Object.entries(input)[0] as [string, unknown];
    const shown =
      typeof value === 'object' && value !== null && 'value' in value ? value.value : value;
    return { type, value: String(shown) };
  });
  const { min, max } = state.price;
  if (min !== null || max !== null) {
    filters.push({ type: 'price', value: `${min ?? ''}-${max ?? ''}` });
  }
  // The state's order is one of `sorts` (parseListingState), else the default.
  const option = sorts.find((o) => o.name === state.sort) ?? (sorts[0] as SortOption<string>);
  return {
    filters,
    sorts: [{ type: option.sortKey.toLowerCase(), value: option.reverse ? 'desc' : 'asc' }],
  };
}

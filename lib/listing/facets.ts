/**
 * The platform's facets as a listing shows them, built on the server: each value with the URL
 * parameter its `input` stands for (lib/listing/filters.ts), values this shop cannot carry left
 * out, and the price range's bounds read from its input. The browser gets these plain shapes and
 * none of the parsing.
 */
import type { Facet } from '@/lib/shopify/collections';
import { filterParamOf, type FilterParam } from './filters';

export interface ListingFacetValue {
  id: string;
  label: string;
  count: number;
  param: FilterParam;
}

export type ListingFacet =
  | { id: string; label: string; type: 'LIST' | 'BOOLEAN'; values: ListingFacetValue[] }
  | { id: string; label: string; type: 'PRICE_RANGE'; min: number | null; max: number | null };

function bound(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** The bounds of a price range facet from its first value's input (`{"price":{"min","max"}}`). */
function priceBounds(input: unknown): { min: number | null; max: number | null } {
  let parsed: unknown = input;
  if (typeof input === 'string') {
    try {
      parsed = JSON.parse(input);
    } catch {
      return { min: null, max: null };
    }
  }
  const price = (parsed as { price?: { min?: unknown; max?: unknown } } | null)?.price;
  return { min: bound(price?.min), max: bound(price?.max) };
}

/**
 * `facets` for the listing: list and boolean facets with the values that have a parameter (a
 * facet left with none is dropped), price ranges with their bounds.
 */
export function toListingFacets(facets: readonly Facet[]): ListingFacet[] {
  return facets.flatMap((facet): ListingFacet[] => {
    if (facet.type === 'PRICE_RANGE') {
      const { min, max } = priceBounds(facet.values[0]?.input);
      return [{ id: facet.id, label: facet.label, type: 'PRICE_RANGE', min, max }];
    }
    const values = facet.values.flatMap((value) => {
      const param = filterParamOf(value.input);
      return param ? [{ id: value.id, label: value.label, count: value.count, param }] : [];
    });
    return values.length > 0
      ? [{ id: facet.id, label: facet.label, type: facet.type, values }]
      : [];
  });
}

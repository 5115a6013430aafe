/**
 * Facet filters in the URL, the way Hydrogen's skeleton and Shopify's Online Store carry them: one
 * `filter.<key>=<value>` parameter per chosen value, where `{ <key>: <value> }` is the
 * ProductFilter JSON the platform gave as that value's `input`. Strings stay plain
 * (`filter.productType=Coffee`), booleans are `true`/`false`, objects are JSON
 * (`filter.variantOption={"name":"Size","value":"1 kg"}`). A checkbox named `filter.<key>` with
 * that value submits the same parameter from a form without JavaScript.
 */
import type { ProductFilter } from '@/graphql/generated';

export const FILTER_PREFIX = 'filter.';

/** More chosen values than any facet list offers: the rest of a link is ignored. */
export const MAX_FILTERS = 24;
/** Longer than any tag, type, vendor or option: a longer value is ignored. */
export const MAX_FILTER_VALUE_LENGTH = 200;

/** One chosen filter value: its URL parameter and the ProductFilter it stands for. */
export interface FilterParam {
  /** `filter.<key>` */
  name: string;
  value: string;
  input: ProductFilter;
}

function written(value: unknown): string {
  return typeof value === 'string'
    ? value
    : typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
}

type Reader = (value: string) => ProductFilter[keyof ProductFilter] | null;

const text: Reader = (value) => (value.trim() ? value : null);

const flag: Reader = (value) => (value === 'true' ? true : value === 'false' ? false : null);

function jsonObject(value: string, fields: readonly string[]): Record<string, string> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  if (Object.keys(record).length !== fields.length) return null;
  const out: Record<string, string> = {};
  for (const field of fields) {
    const fieldValue = record[field];
    if (typeof fieldValue !== 'string' || !fieldValue.trim()) return null;
    out[field] = fieldValue;
  }
  return out;
}

const option: Reader = (value) => {
  const parsed = jsonObject(value, ['name', 'value']);
  return parsed ? { name: parsed.name as string, value: parsed.value as string } : null;
};

const metafield: Reader = (value) => {
  const parsed = jsonObject(value, ['namespace', 'key', 'value']);
  return parsed
    ? {
        namespace: parsed.namespace as string,
        key: parsed.key as string,
        value: parsed.value as string,
      }
    : null;
};

/** The ProductFilter keys a parameter may name (the price range has parameters of its own). */
const READERS: Record<string, Reader> = {
  available: flag,
  productType: text,
  productVendor: text,
  tag: text,
  variantOption: option,
  productMetafield: metafield,
  variantMetafield: metafield,
};

/**
 * The filter a `filter.<key>` parameter stands for, or null: an unknown key, a value of the wrong
 * shape or length, markup or not, is not a filter (the caller says it was ignored).
 */
export function readFilterParam(name: string, value: string): FilterParam | null {
  if (!name.startsWith(FILTER_PREFIX) || value.length > MAX_FILTER_VALUE_LENGTH) return null;
  const key = name.slice(FILTER_PREFIX.length);
  const reader = Object.hasOwn(READERS, key) ? READERS[key] : undefined;
  const parsed = reader?.(value);
  if (parsed === null || parsed === undefined) return null;
  // The value as this module writes it (objects with their fields in one order), so the same
  // filter reads the same however a link spelled it.
  return { name, value: written(parsed), input: { [key]: parsed } as ProductFilter };
}

/**
 * The URL parameter of a facet value from its `input` (a JSON string, as Shopify sends it, or the
 * object itself), or null when the input is not one ProductFilter key this shop can carry (the
 * price range is the price inputs' concern). The value is written back exactly as
 * `readFilterParam` reads it.
 */
export function filterParamOf(input: unknown): FilterParam | null {
  let object: unknown = input;
  if (typeof input === 'string') {
    try {
      object = JSON.parse(input);
    } catch {
      return null;
    }
  }
  if (typeof object !== 'object' || object === null || Array.isArray(object)) return null;
  const entries = Object.entries(object);
  if (entries.length !== 1) return null;
  const [key, value] = entries[0] as [string, unknown];
  if (value === null || value === undefined) return null;
  return readFilterParam(`${FILTER_PREFIX}${key}`, written(value));
}

/**
 * The `filters: [Filter!]!` of a ProductConnection (filters.ts has the matching rules): the facets
 * are those of the whole list given (the collection or result set, not one page), and each value's
 * count is the number of products the list would hold with that value applied on top of the
 * other filters' applied values. A filter's own applied values do not narrow its counts, so a
 * shopper sees what ticking one more value adds, as on Shopify. The price filter has one value,
 * count 0, with an input spanning 0 to the highest variant price.
 */
import type { ProductRecord } from './catalogue';
import {
  groupConditions,
  handleize,
  matchingVariants,
  type Groups,
  type ProductFilterInput,
} from './filters';

export interface FilterValueView {
  id: string;
  label: string;
  count: number;
  /** The JSON of the `ProductFilter` that applies this value, passed back as it came. */
  input: string;
}

export interface FilterView {
  id: string;
  label: string;
  type: 'BOOLEAN' | 'LIST' | 'PRICE_RANGE';
  values: FilterValueView[];
}

/** A list facet being counted: its values by key, in first-seen order. */
interface ListFacet {
  id: string;
  label: string;
  group: string;
  values: Map<string, FilterValueView>;
}

function listFacet(id: string, label: string, group: string): ListFacet {
  return { id, label, group, values: new Map() };
}

/** Registers a value (count 0) the first time it is seen. */
function valueOf(facet: ListFacet, label: string, input: unknown): FilterValueView {
  const key = label.toLowerCase();
  let value = facet.values.get(key);
  if (!value) {
    value = {
      id: `${facet.id}.${handleize(label)}`,
      label,
      count: 0,
      input: JSON.stringify(input),
    };
    facet.values.set(key, value);
  }
  return value;
}

function countProductFacet(
  facet: ListFacet,
  products: readonly ProductRecord[],
  groups: Groups,
  labelsOf: (p: ProductRecord) => string[],
  inputOf: (label: string) => unknown,
): void {
  for (const product of products) {
    const counts = matchingVariants(product, groups, facet.group).length > 0;
    const seen = new Set<FilterValueView>();
    for (const label of labelsOf(product)) seen.add(valueOf(facet, label, inputOf(label)));
    if (counts) for (const value of seen) value.count += 1;
  }
}

function byLabel(a: FilterValueView, b: FilterValueView): number {
  return a.label.localeCompare(b.label, 'en', { sensitivity: 'base' });
}

function availabilityFacet(products: readonly ProductRecord[], groups: Groups): FilterView {
  const values = [
    { id: 'filter.v.availability.1', label: 'In stock', count: 0, input: '{"available":true}' },
    {
      id: 'filter.v.availability.0',
      label: 'Out of stock',
      count: 0,
      input: '{"available":false}',
    },
  ];
  for (const product of products) {
    const variants = matchingVariants(product, groups, 'available');
    if (variants.some((v) => v.data.availableForSale)) values[0]!.count += 1;
    if (variants.some((v) => !v.data.availableForSale)) values[1]!.count += 1;
  }
  return { id: 'filter.v.availability', label: 'Availability', type: 'LIST', values };
}

function priceFacet(products: readonly ProductRecord[]): FilterView {
  let max = 0;
  for (const product of products) for (const v of product.variants) max = Math.max(max, v.price);
  const input = JSON.stringify({ price: { min: 0, max: max / 100 } });
  return {
    id: 'filter.v.price',
    label: 'Price',
    type: 'PRICE_RANGE',
    values: [{ id: 'filter.v.price', label: 'Price', count: 0, input }],
  };
}

/** One facet per variant option name (except Shopify's default "Title"), in first-seen order. */
function optionFacets(products: readonly ProductRecord[], groups: Groups): ListFacet[] {
  const facets = new Map<string, ListFacet>();
  for (const product of products) {
    for (const option of product.data.options) {
      const name = option.name.toLowerCase();
      if (name === 'title' || facets.has(name)) continue;
      facets.set(
        name,
        listFacet(`filter.v.option.${handleize(name)}`, option.name, `option:${name}`),
      );
    }
  }
  for (const [name, facet] of facets) {
    for (const product of products) {
      const option = product.data.options.find((o) => o.name.toLowerCase() === name);
      if (!option) continue;
      const inputOf = (value: string) => ({ variantOption: { name, value } });
      for (const value of option.values) valueOf(facet, value, inputOf(value));
      const through = new Set<FilterValueView>();
      for (const variant of matchingVariants(product, groups, facet.group)) {
        const selected = variant.data.selectedOptions.find((o) => o.name.toLowerCase() === name);
        if (selected) through.add(valueOf(facet, selected.value, inputOf(selected.value)));
      }
      for (const value of through) value.count += 1;
    }
  }
  return [...facets.values()];
}

function toView(facet: ListFacet, sort: boolean): FilterView {
  const values = [...facet.values.values()];
  return {
    id: facet.id,
    label: facet.label,
    type: 'LIST',
    values: sort ? values.sort(byLabel) : values,
  };
}

/**
 * The `filters` of a ProductConnection over `products` (the whole collection or result set, not
 * one page) with `applied` filters: availability, price, product type, vendor, tag, then one per
 * variant option. A list facet with no values is left out, as Shopify leaves it out.
 */
export function productFacets(
  products: readonly ProductRecord[],
  applied: readonly ProductFilterInput[] | null | undefined,
): FilterView[] {
  if (products.length === 0) return [];
  const groups = groupConditions(applied ?? []);
  const type = listFacet('filter.p.product_type', 'Product type', 'productType');
  countProductFacet(
    type,
    products,
    groups,
    (p) => [p.data.productType],
    (productType) => ({ productType }),
  );
  const vendor = listFacet('filter.p.vendor', 'Brand', 'productVendor');
  countProductFacet(
    vendor,
    products,
    groups,
    (p) => [p.data.vendor],
    (productVendor) => ({ productVendor }),
  );
  const tag = listFacet('filter.p.tag', 'Tag', 'tag');
  countProductFacet(
    tag,
    products,
    groups,
    (p) => p.data.tags,
    (t) => ({ tag: t }),
  );
  const lists = [type, vendor, tag].filter((f) => f.values.size > 0).map((f) => toView(f, true));
  const options = optionFacets(products, groups).map((f) => toView(f, false));
  return [availabilityFacet(products, groups), priceFacet(products), ...lists, ...options];
}

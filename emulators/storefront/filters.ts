/**
 * Shopify's storefront filtering over a list of products (`Collection.products(filters:)`,
 * `search(productFilters:)`): `filterProducts` applies `ProductFilter` inputs; filter-facets.ts
 * builds the `filters: [Filter!]!` a ProductConnection returns from the same conditions.
 *
 * The rules of Shopify's storefront filtering:
 * - values of the same filter OR together; different filters AND;
 * - product filters (`filter.p.*`: type, vendor, tag, product metafield) read the product;
 *   variant filters (`filter.v.*`: availability, price, option, variant metafield) must all hold
 *   for one and the same variant (in stock AND size 1 kg means the 1 kg variant is in stock).
 */
import type { ProductRecord, VariantRecord } from './catalogue';

/** `ProductFilter` of the 2023-10 schema, as GraphQL hands it to a resolver. */
export interface ProductFilterInput {
  available?: boolean | null;
  price?: { min?: number | null; max?: number | null } | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: { name: string; value: string } | null;
  productMetafield?: { namespace: string; key: string; value: string } | null;
  variantMetafield?: { namespace: string; key: string; value: string } | null;
}

/** One applied filter value, reduced to a test on a product or on a variant. */
type Condition =
  | { scope: 'product'; group: string; test: (p: ProductRecord) => boolean }
  | { scope: 'variant'; group: string; test: (v: VariantRecord) => boolean };

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

/** Shopify's handle form of a value, used in filter value ids. */
export function handleize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function inRange(minor: number, price: NonNullable<ProductFilterInput['price']>): boolean {
  if (price.min != null && minor < Math.round(price.min * 100)) return false;
  if (price.max != null && minor > Math.round(price.max * 100)) return false;
  return true;
}

function hasMetafield(
  owner: ProductRecord | VariantRecord,
  wanted: { namespace: string; key: string; value: string },
): boolean {
  return (owner.data.metafields ?? []).some(
    (m) => m.namespace === wanted.namespace && m.key === wanted.key && m.value === wanted.value,
  );
}

/** The conditions one ProductFilter stands for: one per field set (an empty object is none). */
function conditionsOf(filter: ProductFilterInput): Condition[] {
  const out: Condition[] = [];
  const { available, price, productType, productVendor, tag } = filter;
  const { variantOption, productMetafield, variantMetafield } = filter;
  if (available != null)
    out.push({
      scope: 'variant',
      group: 'available',
      test: (v) => v.data.availableForSale === available,
    });
  if (price != null)
    out.push({ scope: 'variant', group: 'price', test: (v) => inRange(v.price, price) });
  if (productType != null)
    out.push({
      scope: 'product',
      group: 'productType',
      test: (p) => same(p.data.productType, productType),
    });
  if (productVendor != null)
    out.push({
      scope: 'product',
      group: 'productVendor',
      test: (p) => same(p.data.vendor, productVendor),
    });
  if (tag != null)
    out.push({
      scope: 'product',
      group: 'tag',
      test: (p) => p.data.tags.some((t) => same(t, tag)),
    });
  if (variantOption != null) {
    const { name, value } = variantOption;
    out.push({
      scope: 'variant',
      group: `option:${name.toLowerCase()}`,
      test: (v) => v.data.selectedOptions.some((o) => same(o.name, name) && same(o.value, value)),
    });
  }
  if (productMetafield != null) {
    const { namespace, key } = productMetafield;
    out.push({
      scope: 'product',
      group: `productMetafield:${namespace}.${key}`,
      test: (p) => hasMetafield(p, productMetafield),
    });
  }
  if (variantMetafield != null) {
    const { namespace, key } = variantMetafield;
    out.push({
      scope: 'variant',
      group: `variantMetafield:${namespace}.${key}`,
      test: (v) => hasMetafield(v, variantMetafield),
    });
  }
  return out;
}

/** Applied conditions by group: OR inside a group, AND across groups. */
export type Groups = Map<string, Condition[]>;

export function groupConditions(filters: readonly ProductFilterInput[]): Groups {
  const groups: Groups = new Map();
  for (const condition of filters.flatMap(conditionsOf)) {
    const list = groups.get(condition.group) ?? [];
    list.push(condition);
    groups.set(condition.group, list);
  }
  return groups;
}

function productPasses(product: ProductRecord, groups: Groups, except?: string): boolean {
  for (const [group, conditions] of groups) {
    if (group === except || conditions[0]?.scope !== 'product') continue;
    if (!conditions.some((c) => c.scope === 'product' && c.test(product))) return false;
  }
  return true;
}

function variantPasses(variant: VariantRecord, groups: Groups, except?: string): boolean {
  for (const [group, conditions] of groups) {
    if (group === except || conditions[0]?.scope !== 'variant') continue;
    if (!conditions.some((c) => c.scope === 'variant' && c.test(variant))) return false;
  }
  return true;
}

/**
 * The variants of `product` through which it matches every applied group but `except`; an empty
 * list when it does not match. A product with no variant group applied matches through all.
 */
export function matchingVariants(
  product: ProductRecord,
  groups: Groups,
  except?: string,
): VariantRecord[] {
  if (!productPasses(product, groups, except)) return [];
  return product.variants.filter((v) => variantPasses(v, groups, except));
}

/** The products of `products` (in their order) that match every filter; `[]` filters keep all. */
export function filterProducts(
  products: readonly ProductRecord[],
  filters: readonly ProductFilterInput[] | null | undefined,
): ProductRecord[] {
  const groups = groupConditions(filters ?? []);
  if (groups.size === 0) return [...products];
  return products.filter((p) => matchingVariants(p, groups).length > 0);
}

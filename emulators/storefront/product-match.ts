/**
 * What a search term means for a product. Free text looks in the fields Shopify's storefront search
 * reads by default (title, product type, vendor, tags, variant titles and SKUs; not the
 * description); `field:value` terms read one field:
 *
 *   title, variants.title / variant_title, body / description   words and phrases
 *   product_type, vendor, tag, tag_not, handle,
 *   sku / variants.sku, barcode / variants.barcode               the whole value (case-insensitive)
 *   available_for_sale                                           true | false
 *   price / variants.price, id                                   numbers, with :< :> :<= :>=
 *   created_at, updated_at, published_at                         dates, with the same comparators
 *
 * A field the platform does not know is ignored (the term matches), as Shopify ignores fields a
 * resource does not support. Relevance weighs where free text matched: title first.
 */
import type { ProductRecord } from './catalogue';
import { matchesQuery, positiveTerms, type QueryNode, type TermNode } from './search-query';
import { compareDate, compareNumber, exactMatches, phraseMatches, words } from './search-text';

/** The predictive search's `searchableFields` values. */
export type SearchableField =
  | 'AUTHOR'
  | 'BODY'
  | 'PRODUCT_TYPE'
  | 'TAG'
  | 'TITLE'
  | 'VARIANTS_BARCODE'
  | 'VARIANTS_SKU'
  | 'VARIANTS_TITLE'
  | 'VENDOR';

/** Fields free text reads when the caller does not choose. */
export const DEFAULT_FREE_TEXT_FIELDS: readonly SearchableField[] = [
  'TITLE',
  'PRODUCT_TYPE',
  'VENDOR',
  'TAG',
  'VARIANTS_TITLE',
  'VARIANTS_SKU',
];

/** Relevance points a free-text term earns in each field. */
const WEIGHT: Record<SearchableField, number> = {
  TITLE: 8,
  PRODUCT_TYPE: 4,
  TAG: 3,
  VENDOR: 2,
  VARIANTS_TITLE: 1,
  VARIANTS_SKU: 1,
  VARIANTS_BARCODE: 1,
  BODY: 1,
  AUTHOR: 0,
};

/** Each searchable field of a product as lists of words (one list per value), built once. */
type ProductText = Record<SearchableField, string[][]>;
const textCache = new WeakMap<ProductRecord, ProductText>();

function productText(product: ProductRecord): ProductText {
  const cached = textCache.get(product);
  if (cached) return cached;
  const d = product.data;
  const variants = product.variants.map((v) => v.data);
  const text: ProductText = {
    TITLE: [words(d.title)],
    PRODUCT_TYPE: [words(d.productType)],
    VENDOR: [words(d.vendor)],
    TAG: d.tags.map(words),
    VARIANTS_TITLE: variants.map((v) => words(v.title)),
    VARIANTS_SKU: variants.map((v) => words(v.sku)),
    VARIANTS_BARCODE: variants.map((v) => words(v.barcode ?? '')),
    BODY: [words(d.description)],
    AUTHOR: [],
  };
  textCache.set(product, text);
  return text;
}

/** The words of a term's value, split once per term however many products it is tried on. */
const termWordCache = new WeakMap<TermNode, string[]>();
function termWords(term: TermNode): string[] {
  let cached = termWordCache.get(term);
  if (!cached) {
    cached = words(term.value);
    termWordCache.set(term, cached);
  }
  return cached;
}

function fieldHas(product: ProductRecord, field: SearchableField, term: TermNode): boolean {
  const wanted = termWords(term);
  return productText(product)[field].some((value) => phraseMatches(value, wanted, term.prefix));
}

function freeTextMatches(
  product: ProductRecord,
  term: TermNode,
  fields: readonly SearchableField[],
): boolean {
  return fields.some((field) => fieldHas(product, field, term));
}

const numericId = (gid: string) => Number(gid.slice(gid.lastIndexOf('/') + 1));

/** Whether one term holds for a product; `fields` are the fields free text reads. */
export function productTermMatches(
  product: ProductRecord,
  term: TermNode,
  fields: readonly SearchableField[] = DEFAULT_FREE_TEXT_FIELDS,
): boolean {
  const d = product.data;
  const { value, prefix, comparator: op } = term;
  const variants = product.variants;
  const exact = (candidate: string) => exactMatches(candidate, value, prefix);
  switch (term.field) {
    case null:
      return freeTextMatches(product, term, fields);
    case 'title':
      return fieldHas(product, 'TITLE', term);
    case 'variants.title':
    case 'variant_title':
      return fieldHas(product, 'VARIANTS_TITLE', term);
    case 'body':
    case 'description':
      return fieldHas(product, 'BODY', term);
    case 'product_type':
      return exact(d.productType);
    case 'vendor':
      return exact(d.vendor);
    case 'tag':
      return d.tags.some(exact);
    case 'tag_not':
      return !d.tags.some(exact);
    case 'handle':
      return exact(d.handle);
    case 'sku':
    case 'variants.sku':
      return variants.some((v) => exact(v.data.sku));
    case 'barcode':
    case 'variants.barcode':
      return variants.some((v) => v.data.barcode != null && exact(v.data.barcode));
    case 'available_for_sale':
      return variants.some((v) => v.data.availableForSale) === (value.toLowerCase() === 'true');
    case 'price':
    case 'variants.price':
      return variants.some((v) => compareNumber(v.price / 100, op, value));
    case 'id':
      return compareNumber(numericId(d.id), op, value);
    case 'created_at':
      return compareDate(d.createdAt, op, value);
    case 'updated_at':
      return compareDate(d.updatedAt, op, value);
    case 'published_at':
      return compareDate(d.publishedAt, op, value);
    default:
      return true;
  }
}

/** Whether a product matches a whole query (null: every product). */
export function productMatches(
  product: ProductRecord,
  query: QueryNode | null,
  fields: readonly SearchableField[] = DEFAULT_FREE_TEXT_FIELDS,
): boolean {
  return matchesQuery(query, (term) => productTermMatches(product, term, fields));
}

/** Relevance: the weights of the fields each positive free-text term matched in, summed. */
export function productRelevance(
  product: ProductRecord,
  query: QueryNode | null,
  fields: readonly SearchableField[] = DEFAULT_FREE_TEXT_FIELDS,
): number {
  let score = 0;
  for (const term of positiveTerms(query)) {
    if (term.field !== null) continue;
    for (const field of fields) if (fieldHas(product, field, term)) score += WEIGHT[field];
  }
  return score;
}

/** Products by relevance to a query, most relevant first; ties keep their order (best selling). */
export function byRelevance(
  products: readonly ProductRecord[],
  query: QueryNode | null,
  fields: readonly SearchableField[] = DEFAULT_FREE_TEXT_FIELDS,
): ProductRecord[] {
  const scored = products.map((product, order) => ({
    product,
    order,
    score: productRelevance(product, query, fields),
  }));
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map((s) => s.product);
}

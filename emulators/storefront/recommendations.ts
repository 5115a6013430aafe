/**
 * `productRecommendations(productId:, intent:)`, at most ten products, never the product itself:
 *
 * - RELATED (the default): products alike, scored 3 for the same product type, 2 for each
 *   collection shared and 1 for each tag shared; highest first, ties by best-selling rank (then
 *   catalogue order, then catalogue order); products with nothing in common are left out.
 * - COMPLEMENTARY: what goes with it, from `content/recommendations.json`: the collections each
 *   product type is paired with (coffee → equipment, milk), their products in the collections'
 *   order, without products of the same type.
 *
 * Sold-out products come after the others. An unknown product answers null, as Shopify does.
 */
import { readFileSync } from 'node:fs';
import type { CatalogueIndex, ProductRecord } from './catalogue';

export const RECOMMENDATIONS_PATH = new URL('../../content/recommendations.json', import.meta.url);
export const MAX_RECOMMENDATIONS = 10;

export interface ComplementaryRule {
  productType: string;
  /** Collection handles whose products complement that type, in order. */
  collections: string[];
}

export function validateRecommendations(raw: unknown): ComplementaryRule[] {
  const rules = (raw as { complementary?: unknown })?.complementary;
  if (!Array.isArray(rules))
    throw new Error('Recommendations: expected { "complementary": [...] }');
  const problems: string[] = [];
  rules.forEach((r: Partial<ComplementaryRule>, i) => {
    if (typeof r.productType !== 'string' || r.productType === '')
      problems.push(`complementary[${i}].productType: expected a product type`);
    if (!Array.isArray(r.collections) || !r.collections.every((c) => typeof c === 'string'))
      problems.push(`complementary[${i}].collections: expected collection handles`);
  });
  if (problems.length > 0)
    throw new Error(`Recommendations are invalid:\n  ${problems.join('\n  ')}`);
  return rules as ComplementaryRule[];
}

export function loadRecommendations(
  path: URL | string = RECOMMENDATIONS_PATH,
): ComplementaryRule[] {
  return validateRecommendations(JSON.parse(readFileSync(path, 'utf8')));
}

const rank = (p: ProductRecord) => p.data.bestSellingRank ?? Number.MAX_SAFE_INTEGER;
const available = (p: ProductRecord) => p.variants.some((v) => v.data.availableForSale);

function availableFirst(products: ProductRecord[]): ProductRecord[] {
  return [...products.filter(available), ...products.filter((p) => !available(p))].slice(
    0,
    MAX_RECOMMENDATIONS,
  );
}

function collectionIds(index: CatalogueIndex, product: ProductRecord): Set<string> {
  return new Set((index.collectionsOfProduct.get(product.data.id) ?? []).map((c) => c.data.id));
}

export function relatedProducts(index: CatalogueIndex, product: ProductRecord): ProductRecord[] {
  const own = collectionIds(index, product);
  const tags = new Set(product.data.tags);
  const scored = index.products
    .filter((other) => other !== product)
    .map((other, order) => {
      let score = other.data.productType === product.data.productType ? 3 : 0;
      for (const id of collectionIds(index, other)) if (own.has(id)) score += 2;
      for (const tag of other.data.tags) if (tags.has(tag)) score += 1;
      return { other, order, score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || rank(a.other) - rank(b.other) || a.order - b.order);
  return availableFirst(scored.map((s) => s.other));
}

export function complementaryProducts(
  index: CatalogueIndex,
  rules: readonly ComplementaryRule[],
  product: ProductRecord,
): ProductRecord[] {
  const rule = rules.find((r) => r.productType === product.data.productType);
  const seen = new Set<ProductRecord>();
  for (const handle of rule?.collections ?? []) {
    for (const other of index.collectionByHandle.get(handle)?.products ?? []) {
      if (other.data.productType !== product.data.productType) seen.add(other);
    }
  }
  return availableFirst([...seen]);
}

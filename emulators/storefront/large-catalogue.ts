/**
 * The generated catalogue for scale (`PLATFORM_CATALOGUE=large`): the demo catalogue's products
 * and collections, then generated products up to 10,000 in all, in 50 collections. Deterministic:
 * product n is the same on every start. Each generated product copies the shape of a demo product
 * (type, options, images through `imageHandle`) with its own name, vendor, tags, prices, stock and
 * dates, so every filter and sort has something to narrow and order.
 */
import {
  loadCatalogue,
  type Catalogue,
  type CatalogueProduct,
  type CatalogueVariant,
} from './catalogue';
import type { CatalogueCollection } from './collections';
import { toMinor } from './money';

export interface LargeCatalogueSize {
  products: number;
  collections: number;
}

export const LARGE_CATALOGUE: LargeCatalogueSize = { products: 10_000, collections: 50 };

const NAMES = ['Harvest', 'Morning', 'Hearth', 'Meadow', 'Harbour', 'Orchard', 'Lantern', 'Summit'];
const SERIES = ['Reserve', 'Select', 'Classic', 'Small Batch', 'Estate', 'Edition'];
const VENDORS = [
  'Hillside Roasters',
  'Kettle & Leaf',
  'Fenland Dairy',
  'Cacao Workshop',
  'Kiln & Steel',
  'Greenacre Plant Co.',
  'Northgate Coffee',
  'Riverbank Teas',
  'Copper Pot Co.',
  'Wildflower Foods',
  'Bramble & Bean',
  'Morrow & Co.',
];
const EXTRA_TAGS = ['organic', 'fairtrade', 'gift', 'limited', 'new', 'sale', 'vegan', 'local'];
const FIRST_GENERATED_ID = 9_000_000_000;

/** A small deterministic pseudo-random stream (mulberry32), one per product. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(list: readonly T[], r: () => number): T {
  return list[Math.floor(r() * list.length)]!;
}

/** A price scaled from the template's, to the nearest 10p, at least £0.50. */
function scaled(price: string, factor: number): string {
  const minor = Math.max(50, Math.round((toMinor(price) * factor) / 10) * 10);
  return (minor / 100).toFixed(2);
}

function isoDay(dayOffset: number): string {
  return new Date(Date.UTC(2020, 0, 1) + dayOffset * 86_400_000).toISOString().slice(0, 10);
}

function generatedProduct(template: CatalogueProduct, n: number, total: number): CatalogueProduct {
  const r = random(n * 2_654_435_761);
  const id = FIRST_GENERATED_ID + n;
  const factor = 0.6 + r() * 1.4;
  const soldOut = r() < 0.08;
  const title = `${pick(NAMES, r)} ${template.title} ${pick(SERIES, r)} No. ${n}`;
  const day = isoDay(Math.floor(r() * 1800));
  const variants: CatalogueVariant[] = template.variants.map((v, vi) => ({
    ...v,
    id: `gid://shopify/ProductVariant/${id * 10 + vi}`,
    sku: `GEN-${n}-${vi + 1}`,
    price: scaled(v.price, factor),
    compareAtPrice: v.compareAtPrice === null ? null : scaled(v.compareAtPrice, factor),
    availableForSale: !soldOut && r() > 0.05,
    quantityAvailable: soldOut ? 0 : Math.floor(r() * 200),
    metafields: undefined,
  }));
  for (const v of variants) if (!v.availableForSale) v.quantityAvailable = 0;
  return {
    ...template,
    id: `gid://shopify/Product/${id}`,
    handle: `${template.handle}-${n}`,
    title,
    vendor: pick(VENDORS, r),
    tags: [...new Set([...template.tags, pick(EXTRA_TAGS, r), `range-${n % 20}`])],
    createdAt: `${day}T09:00:00Z`,
    updatedAt: `${day}T15:00:00Z`,
    publishedAt: `${day}T10:00:00Z`,
    requiresSellingPlan: false,
    // Ranks are a permutation of 1..total after the demo products' ranks.
    bestSellingRank: 100 + ((n * 7919) % total),
    options: template.options.map((o, oi) => ({
      ...o,
      id: `gid://shopify/ProductOption/${id * 10 + oi}`,
    })),
    images: template.images.map((image, ii) => ({
      ...image,
      id: `gid://shopify/ProductImage/${id * 10 + ii}`,
    })),
    imageHandle: template.imageHandle ?? template.handle,
    variants,
    sellingPlanGroups: [],
    metafields: undefined,
  };
}

/**
 * The generated collections after the demo ones: 20 ranges (by a product's `range-<n>` tag), then
 * vendor collections (a third of a vendor's products each). Members are dealt in one pass.
 */
function generatedCollections(
  products: readonly CatalogueProduct[],
  base: readonly CatalogueCollection[],
  count: number,
): CatalogueCollection[] {
  const template = base[0];
  if (!template) return [];
  const members: string[][] = Array.from({ length: count }, () => []);
  products.forEach((p, i) => {
    const range = i % 20;
    if (range < count) members[range]!.push(p.handle);
    const vendor = VENDORS.indexOf(p.vendor);
    for (let c = 20 + ((((vendor - 20) % 12) + 12) % 12); c < count; c += 12)
      if (c % 3 === i % 3) members[c]!.push(p.handle);
  });
  return members.map((handles, c) => {
    const title = c < 20 ? `Range ${c}` : `${VENDORS[c % VENDORS.length]!} ${c}`;
    const imageOf = base[c % base.length]!;
    return {
      ...template,
      id: `gid://shopify/Collection/${FIRST_GENERATED_ID + c}`,
      handle: `collection-${c}`,
      title,
      description: `${title}: ${handles.length} products.`,
      descriptionHtml: `<p>${title.replace(/&/g, '&amp;')}: ${handles.length} products.</p>`,
      seo: { title, description: null },
      sortOrder: 'MANUAL',
      image: { ...template.image, id: `gid://shopify/CollectionImage/${FIRST_GENERATED_ID + c}` },
      imageHandle: imageOf.imageHandle ?? imageOf.handle,
      products: handles,
    };
  });
}

/**
 * The demo catalogue grown to `size`: its products first (unchanged), then generated ones; its
 * collections, each with the generated products of its demo members' type appended, then
 * generated collections up to `size.collections`.
 */
export function generateLargeCatalogue(
  base: Catalogue,
  size: LargeCatalogueSize = LARGE_CATALOGUE,
): Catalogue {
  const templates = base.products;
  const generated: CatalogueProduct[] = [];
  for (let n = 0; n < size.products - templates.length; n++)
    generated.push(generatedProduct(templates[n % templates.length]!, n, size.products));
  const products = [...templates, ...generated];
  const byHandle = new Map(templates.map((p) => [p.handle, p]));
  const baseCollections = (base.collections ?? []).map((collection) => ({
    ...collection,
    products: [...collection.products],
    types: new Set(collection.products.map((h) => byHandle.get(h)?.productType)),
  }));
  // A quarter of the generated products join each demo collection holding their type.
  for (let i = 0; i < generated.length; i += 4) {
    const p = generated[i]!;
    for (const c of baseCollections) if (c.types.has(p.productType)) c.products.push(p.handle);
  }
  const more = Math.max(0, size.collections - baseCollections.length);
  return {
    ...base,
    products,
    collections: [
      ...baseCollections.map(({ types: _types, ...collection }) => collection),
      ...generatedCollections(generated, base.collections ?? [], more),
    ],
  };
}

let large: Catalogue | null = null;

/**
 * The catalogue an emulator serves unless it is given one, by `PLATFORM_CATALOGUE`: unset or
 * `demo`, content/catalogue.json; `large`, the generated one (made once a process). Anything else
 * throws, so a typo fails the start instead of serving the wrong catalogue.
 */
export function defaultCatalogue(setting = process.env.PLATFORM_CATALOGUE): Catalogue {
  const choice = (setting ?? '').trim().toLowerCase();
  if (choice === '' || choice === 'demo') return loadCatalogue();
  if (choice === 'large') return (large ??= generateLargeCatalogue(loadCatalogue()));
  throw new Error(`PLATFORM_CATALOGUE must be "demo" or "large", got ${JSON.stringify(setting)}`);
}

/**
 * The demo catalogue that drives the Storefront emulator (`content/catalogue.json`): its JSON shape,
 * a validator that names every problem at once, and an index with prices in minor units, image URLs
 * and the lookups the resolvers need. Nothing about individual products lives in code.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  checkCollections,
  indexCollections,
  type CatalogueCollection,
  type CollectionIndex,
} from './collections';
import { toMinor } from './money';

/** Default location of the catalogue, relative to this file. */
export const CATALOGUE_PATH = fileURLToPath(
  new URL('../../content/catalogue.json', import.meta.url),
);

export type CatalogueAdjustmentValue =
  | { type: 'percentage'; percentage: number }
  | { type: 'fixedAmount'; amount: string }
  | { type: 'fixedPrice'; price: string };

export interface CataloguePriceAdjustment {
  /** How many orders this adjustment covers; null = every remaining order. */
  orderCount: number | null;
  adjustmentValue: CatalogueAdjustmentValue;
}

export interface CatalogueSellingPlan {
  id: string;
  name: string;
  description: string | null;
  recurringDeliveries: boolean;
  options: { name: string; value: string }[];
  /**
   * Deliveries paid for by one order (prepaid plans); default 1. The plan's order price is compared
   * with the one-time price of that many deliveries, and `perDeliveryPrice` divides by it.
   */
  deliveriesPerCharge?: number;
  /** At most two, as on Shopify: the first applies from the first order. */
  priceAdjustments: CataloguePriceAdjustment[];
}

export interface CatalogueSellingPlanGroup {
  name: string;
  appName?: string | null;
  options: { name: string; values: string[] }[];
  sellingPlans: CatalogueSellingPlan[];
}

export interface CatalogueMetafield {
  id: string;
  namespace: string;
  key: string;
  /** A Shopify metafield type, e.g. single_line_text_field, number_integer, variant_reference. */
  type: string;
  value: string;
  description?: string | null;
}

export interface CatalogueImage {
  id: string;
  altText: string;
  width: number;
  height: number;
}

export interface CatalogueVariant {
  id: string;
  title: string;
  sku: string;
  barcode?: string | null;
  /** Decimal string in the shop currency, e.g. "9.50". */
  price: string;
  compareAtPrice: string | null;
  availableForSale: boolean;
  quantityAvailable: number;
  selectedOptions: { name: string; value: string }[];
  /** 1-based position in the product's images, or null. */
  image: number | null;
  weight: number;
  weightUnit: 'GRAMS' | 'KILOGRAMS' | 'OUNCES' | 'POUNDS';
  metafields?: CatalogueMetafield[];
}

export interface CatalogueProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  requiresSellingPlan: boolean;
  /** Position in the BEST_SELLING sort (1 sells best); unranked products come after, by id. */
  bestSellingRank?: number;
  seo?: { title: string | null; description: string | null };
  options: { id: string; name: string; values: string[] }[];
  /** Files are served as `/images/products/<imageHandle ?? handle>-<position>.webp`. */
  images: CatalogueImage[];
  /**
   * The handle whose image files this product shows; default its own. A product published at run
   * time through `/__admin/products` (a copy of another) has no files of its own.
   */
  imageHandle?: string;
  variants: CatalogueVariant[];
  sellingPlanGroups: CatalogueSellingPlanGroup[];
  metafields?: CatalogueMetafield[];
}

export interface CatalogueShop {
  id: string;
  name: string;
  description: string | null;
  currencyCode: string;
  countryCode: string;
  moneyFormat: string;
}

export interface Catalogue {
  shop: CatalogueShop;
  products: CatalogueProduct[];
  /** Default none. */
  collections?: CatalogueCollection[];
}

// ---------------------------------------------------------------------------------------------
// Validation

const GID = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d+)$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks an unknown JSON value against the catalogue shape and its cross references (unique ids
 * and handles, option values, variant references in metafields, money strings). Throws one Error
 * listing every problem.
 */
export function validateCatalogue(raw: unknown): Catalogue {
  const problems: string[] = [];
  const ids = new Set<string>();
  const at = (path: string, message: string) => problems.push(`${path}: ${message}`);
  const str = (v: unknown, path: string) =>
    typeof v === 'string' && v !== '' ? true : (at(path, 'expected a non-empty string'), false);
  const gid = (v: unknown, type: string, path: string) => {
    if (typeof v !== 'string' || GID.exec(v)?.[1] !== type)
      return at(path, `expected gid://shopify/${type}/<number>`);
    if (ids.has(v)) at(path, `duplicate id ${v}`);
    ids.add(v);
  };
  const amount = (v: unknown, path: string) => {
    try {
      if (typeof v !== 'string') throw new Error();
      toMinor(v);
    } catch {
      at(path, 'expected a decimal string such as "9.50"');
    }
  };
  const metafields = (list: unknown, path: string) => {
    if (list === undefined) return;
    if (!Array.isArray(list)) return at(path, 'expected an array');
    list.forEach((m: unknown, i) => {
      const p = `${path}[${i}]`;
      if (!isRecord(m)) return at(p, 'expected an object');
      gid(m.id, 'Metafield', `${p}.id`);
      str(m.namespace, `${p}.namespace`);
      str(m.key, `${p}.key`);
      str(m.type, `${p}.type`);
      if (typeof m.value !== 'string') at(`${p}.value`, 'expected a string');
    });
  };

  if (!isRecord(raw)) throw new Error('Catalogue: expected an object with shop and products');
  const shop = raw.shop;
  if (!isRecord(shop)) at('shop', 'expected an object');
  else {
    gid(shop.id, 'Shop', 'shop.id');
    for (const key of ['name', 'currencyCode', 'countryCode', 'moneyFormat'])
      str(shop[key], `shop.${key}`);
  }
  if (!Array.isArray(raw.products)) at('products', 'expected an array');
  const handles = new Set<string>();
  const variantIds = new Set<string>();
  const variantRefs: { path: string; id: string }[] = [];
  (Array.isArray(raw.products) ? raw.products : []).forEach((p: unknown, pi) => {
    const pp = `products[${pi}]`;
    if (!isRecord(p)) return at(pp, 'expected an object');
    gid(p.id, 'Product', `${pp}.id`);
    for (const key of [
      'handle',
      'title',
      'description',
      'descriptionHtml',
      'productType',
      'vendor',
      'createdAt',
      'updatedAt',
      'publishedAt',
    ]) {
      str(p[key], `${pp}.${key}`);
    }
    if (typeof p.handle === 'string') {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.handle))
        at(`${pp}.handle`, 'expected a kebab-case handle');
      if (handles.has(p.handle)) at(`${pp}.handle`, `duplicate handle ${p.handle}`);
      handles.add(p.handle);
    }
    if (
      p.imageHandle !== undefined &&
      (typeof p.imageHandle !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.imageHandle))
    )
      at(`${pp}.imageHandle`, 'expected a kebab-case handle');
    for (const key of ['createdAt', 'updatedAt', 'publishedAt']) {
      if (typeof p[key] === 'string' && Number.isNaN(Date.parse(p[key])))
        at(`${pp}.${key}`, 'expected an ISO date');
    }
    if (!Array.isArray(p.tags) || !p.tags.every((t) => typeof t === 'string'))
      at(`${pp}.tags`, 'expected an array of strings');
    if (typeof p.requiresSellingPlan !== 'boolean')
      at(`${pp}.requiresSellingPlan`, 'expected a boolean');
    if (
      p.bestSellingRank !== undefined &&
      (!Number.isInteger(p.bestSellingRank) || (p.bestSellingRank as number) < 1)
    )
      at(`${pp}.bestSellingRank`, 'expected a positive integer');
    const options = Array.isArray(p.options)
      ? p.options
      : (at(`${pp}.options`, 'expected an array'), []);
    options.forEach((o: unknown, oi) => {
      if (!isRecord(o)) return at(`${pp}.options[${oi}]`, 'expected an object');
      gid(o.id, 'ProductOption', `${pp}.options[${oi}].id`);
      str(o.name, `${pp}.options[${oi}].name`);
      if (!Array.isArray(o.values) || o.values.length === 0)
        at(`${pp}.options[${oi}].values`, 'expected a non-empty array');
    });
    const images = Array.isArray(p.images)
      ? p.images
      : (at(`${pp}.images`, 'expected an array'), []);
    images.forEach((img: unknown, ii) => {
      const ip = `${pp}.images[${ii}]`;
      if (!isRecord(img)) return at(ip, 'expected an object');
      gid(img.id, 'ProductImage', `${ip}.id`);
      str(img.altText, `${ip}.altText`);
      for (const key of ['width', 'height']) {
        if (!Number.isInteger(img[key]) || (img[key] as number) <= 0)
          at(`${ip}.${key}`, 'expected a positive integer');
      }
    });
    const variants =
      Array.isArray(p.variants) && p.variants.length > 0
        ? p.variants
        : (at(`${pp}.variants`, 'expected a non-empty array'), []);
    variants.forEach((v: unknown, vi) => {
      const vp = `${pp}.variants[${vi}]`;
      if (!isRecord(v)) return at(vp, 'expected an object');
      gid(v.id, 'ProductVariant', `${vp}.id`);
      if (typeof v.id === 'string') variantIds.add(v.id);
      str(v.title, `${vp}.title`);
      str(v.sku, `${vp}.sku`);
      amount(v.price, `${vp}.price`);
      if (v.compareAtPrice !== null) amount(v.compareAtPrice, `${vp}.compareAtPrice`);
      if (typeof v.availableForSale !== 'boolean')
        at(`${vp}.availableForSale`, 'expected a boolean');
      if (!Number.isInteger(v.quantityAvailable))
        at(`${vp}.quantityAvailable`, 'expected an integer');
      if (
        v.image !== null &&
        (!Number.isInteger(v.image) ||
          (v.image as number) < 1 ||
          (v.image as number) > images.length)
      ) {
        at(`${vp}.image`, `expected null or a position 1..${images.length}`);
      }
      if (typeof v.weight !== 'number') at(`${vp}.weight`, 'expected a number');
      if (!['GRAMS', 'KILOGRAMS', 'OUNCES', 'POUNDS'].includes(v.weightUnit as string))
        at(`${vp}.weightUnit`, 'expected a WeightUnit');
      const selected = Array.isArray(v.selectedOptions)
        ? v.selectedOptions
        : (at(`${vp}.selectedOptions`, 'expected an array'), []);
      selected.forEach((s: unknown, si) => {
        const option = isRecord(s)
          ? options.find((o: unknown) => isRecord(o) && o.name === s.name)
          : undefined;
        if (
          !isRecord(s) ||
          !isRecord(option) ||
          !Array.isArray(option.values) ||
          !option.values.includes(s.value)
        ) {
          at(`${vp}.selectedOptions[${si}]`, 'does not match a product option value');
        }
      });
      metafields(v.metafields, `${vp}.metafields`);
      if (Array.isArray(v.metafields)) {
        v.metafields.forEach((m: unknown, mi) => {
          if (isRecord(m) && m.type === 'variant_reference' && typeof m.value === 'string')
            variantRefs.push({ path: `${vp}.metafields[${mi}].value`, id: m.value });
        });
      }
    });
    metafields(p.metafields, `${pp}.metafields`);
    const groups = Array.isArray(p.sellingPlanGroups)
      ? p.sellingPlanGroups
      : (at(`${pp}.sellingPlanGroups`, 'expected an array'), []);
    if (p.requiresSellingPlan === true && groups.length === 0)
      at(`${pp}.requiresSellingPlan`, 'true but the product has no selling plans');
    groups.forEach((g: unknown, gi) => {
      const gp = `${pp}.sellingPlanGroups[${gi}]`;
      if (!isRecord(g)) return at(gp, 'expected an object');
      str(g.name, `${gp}.name`);
      if (!Array.isArray(g.options)) at(`${gp}.options`, 'expected an array');
      const plans =
        Array.isArray(g.sellingPlans) && g.sellingPlans.length > 0
          ? g.sellingPlans
          : (at(`${gp}.sellingPlans`, 'expected a non-empty array'), []);
      plans.forEach((s: unknown, si) => {
        const sp = `${gp}.sellingPlans[${si}]`;
        if (!isRecord(s)) return at(sp, 'expected an object');
        gid(s.id, 'SellingPlan', `${sp}.id`);
        str(s.name, `${sp}.name`);
        if (typeof s.recurringDeliveries !== 'boolean')
          at(`${sp}.recurringDeliveries`, 'expected a boolean');
        if (!Array.isArray(s.options)) at(`${sp}.options`, 'expected an array');
        if (
          s.deliveriesPerCharge !== undefined &&
          (!Number.isInteger(s.deliveriesPerCharge) || (s.deliveriesPerCharge as number) < 1)
        ) {
          at(`${sp}.deliveriesPerCharge`, 'expected a positive integer');
        }
        const adjustments = Array.isArray(s.priceAdjustments)
          ? s.priceAdjustments
          : (at(`${sp}.priceAdjustments`, 'expected an array'), []);
        if (adjustments.length > 2) at(`${sp}.priceAdjustments`, 'at most two adjustments');
        adjustments.forEach((a: unknown, ai) => {
          const ap = `${sp}.priceAdjustments[${ai}]`;
          if (!isRecord(a)) return at(ap, 'expected an object');
          if (
            a.orderCount !== null &&
            (!Number.isInteger(a.orderCount) || (a.orderCount as number) < 1)
          )
            at(`${ap}.orderCount`, 'expected null or a positive integer');
          const value = a.adjustmentValue;
          if (!isRecord(value)) return at(`${ap}.adjustmentValue`, 'expected an object');
          if (value.type === 'percentage') {
            if (
              !Number.isInteger(value.percentage) ||
              (value.percentage as number) < 0 ||
              (value.percentage as number) > 100
            ) {
              at(`${ap}.adjustmentValue.percentage`, 'expected an integer 0..100');
            }
          } else if (value.type === 'fixedAmount')
            amount(value.amount, `${ap}.adjustmentValue.amount`);
          else if (value.type === 'fixedPrice') amount(value.price, `${ap}.adjustmentValue.price`);
          else at(`${ap}.adjustmentValue.type`, 'expected percentage, fixedAmount or fixedPrice');
        });
      });
    });
  });
  for (const ref of variantRefs)
    if (!variantIds.has(ref.id)) at(ref.path, `references unknown variant ${ref.id}`);
  checkCollections(raw.collections, handles, { at, gid });
  if (problems.length > 0) throw new Error(`Catalogue is invalid:\n  ${problems.join('\n  ')}`);
  return raw as unknown as Catalogue;
}

/** Reads and validates the catalogue file (default `content/catalogue.json`). */
export function loadCatalogue(path: string = CATALOGUE_PATH): Catalogue {
  return validateCatalogue(JSON.parse(readFileSync(path, 'utf8')));
}

// ---------------------------------------------------------------------------------------------
// Index

export type AdjustmentValue =
  | { kind: 'percentage'; percentage: number }
  | { kind: 'fixedAmount'; amount: number }
  | { kind: 'fixedPrice'; price: number };

export interface Adjustment {
  orderCount: number | null;
  value: AdjustmentValue;
}

export interface ImageRecord {
  __typename: 'Image';
  id: string;
  url: string;
  altText: string;
  width: number;
  height: number;
}

export interface SellingPlanRecord {
  __typename: 'SellingPlan';
  data: CatalogueSellingPlan;
  group: SellingPlanGroupRecord;
  product: ProductRecord;
  adjustments: Adjustment[];
  deliveriesPerCharge: number;
}

export interface SellingPlanGroupRecord {
  __typename: 'SellingPlanGroup';
  data: CatalogueSellingPlanGroup;
  plans: SellingPlanRecord[];
}

export interface VariantRecord {
  __typename: 'ProductVariant';
  data: CatalogueVariant;
  product: ProductRecord;
  price: number;
  compareAtPrice: number | null;
  image: ImageRecord | null;
}

export interface ProductRecord {
  __typename: 'Product';
  data: CatalogueProduct;
  images: ImageRecord[];
  variants: VariantRecord[];
  groups: SellingPlanGroupRecord[];
}

export interface CatalogueIndex extends CollectionIndex<ProductRecord> {
  shop: CatalogueShop;
  currencyCode: string;
  /** In catalogue order, which is also the order of the BEST_SELLING and RELEVANCE sort keys. */
  products: ProductRecord[];
  productById: Map<string, ProductRecord>;
  productByHandle: Map<string, ProductRecord>;
  variantById: Map<string, VariantRecord>;
  planById: Map<string, SellingPlanRecord>;
}

function toAdjustmentValue(value: CatalogueAdjustmentValue): AdjustmentValue {
  switch (value.type) {
    case 'percentage':
      return { kind: 'percentage', percentage: value.percentage };
    case 'fixedAmount':
      return { kind: 'fixedAmount', amount: toMinor(value.amount) };
    case 'fixedPrice':
      return { kind: 'fixedPrice', price: toMinor(value.price) };
  }
}

/** Builds the lookups and minor-unit prices; image URLs are absolute under `publicUrl`. */
export function indexCatalogue(catalogue: Catalogue, publicUrl: string): CatalogueIndex {
  const origin = publicUrl.replace(/\/$/, '');
  const index: CatalogueIndex = {
    shop: catalogue.shop,
    currencyCode: catalogue.shop.currencyCode,
    products: [],
    productById: new Map(),
    productByHandle: new Map(),
    variantById: new Map(),
    planById: new Map(),
    ...indexCollections([], new Map<string, ProductRecord>(), origin),
  };
  catalogue.products.forEach((data) => {
    const product: ProductRecord = {
      __typename: 'Product',
      data,
      images: [],
      variants: [],
      groups: [],
    };
    product.images = data.images.map((image, i) => ({
      __typename: 'Image',
      id: image.id,
      url: `${origin}/images/products/${data.imageHandle ?? data.handle}-${i + 1}.webp`,
      altText: image.altText,
      width: image.width,
      height: image.height,
    }));
    product.variants = data.variants.map((variant) => ({
      __typename: 'ProductVariant',
      data: variant,
      product,
      price: toMinor(variant.price),
      compareAtPrice: variant.compareAtPrice === null ? null : toMinor(variant.compareAtPrice),
      image: variant.image === null ? null : (product.images[variant.image - 1] ?? null),
    }));
    product.groups = data.sellingPlanGroups.map((groupData) => {
      const group: SellingPlanGroupRecord = {
        __typename: 'SellingPlanGroup',
        data: groupData,
        plans: [],
      };
      group.plans = groupData.sellingPlans.map((plan) => ({
        __typename: 'SellingPlan',
        data: plan,
        group,
        product,
        adjustments: plan.priceAdjustments.map((a) => ({
          orderCount: a.orderCount,
          value: toAdjustmentValue(a.adjustmentValue),
        })),
        deliveriesPerCharge: plan.deliveriesPerCharge ?? 1,
      }));
      return group;
    });
    index.products.push(product);
    index.productById.set(data.id, product);
    index.productByHandle.set(data.handle, product);
    for (const variant of product.variants) index.variantById.set(variant.data.id, variant);
    for (const plan of product.groups.flatMap((g) => g.plans))
      index.planById.set(plan.data.id, plan);
  });
  return Object.assign(
    index,
    indexCollections(catalogue.collections, index.productByHandle, origin),
  );
}

/**
 * The demo catalogue that drives the Storefront emulator (`content/catalogue.json`): loading it,
 * and its index with prices in minor units, image URLs and the lookups the resolvers need. Its
 * JSON shape is catalogue-types.ts, its checks catalogue-validation.ts (both re-exported here).
 * Nothing about individual products lives in code.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type {
  Catalogue,
  CatalogueAdjustmentValue,
  CatalogueProduct,
  CatalogueSellingPlan,
  CatalogueSellingPlanGroup,
  CatalogueShop,
  CatalogueVariant,
} from './catalogue-types';
import { validateCatalogue } from './catalogue-validation';
import { indexCollections, type CollectionIndex } from './collections';
import { toMinor } from './money';

export type * from './catalogue-types';
export { validateCatalogue } from './catalogue-validation';

/** Default location of the catalogue, relative to this file. */
export const CATALOGUE_PATH = fileURLToPath(
  new URL('../../content/catalogue.json', import.meta.url),
);

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

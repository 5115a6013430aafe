/**
 * The JSON shape of the demo catalogue (`content/catalogue.json`), as catalogue-validation.ts
 * checks it and catalogue.ts indexes it.
 */
import type { CatalogueCollection } from './collections';

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

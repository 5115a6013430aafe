/**
 * The catalogue's domain types (products, variants, selling plans, money): plain shapes for
 * components, stores and pricing rules, never `edges`/`node`; `lib/shopify/reshape.ts` builds them
 * from the generated types. Money stays a decimal string as the API returns it; `lib/pricing`
 * converts it to minor units. The cart's types are derived from its schema (cart-schema.ts).
 */

export interface Money {
  amount: string;
  currencyCode: string;
}

export interface Image {
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
}

export interface SelectedOption {
  name: string;
  value: string;
}

/** One of the three selling-plan price adjustment kinds of SPEC §3. */
export type PriceAdjustmentValue =
  | { kind: 'percentage'; percentage: number }
  | { kind: 'fixedAmount'; amount: Money }
  | { kind: 'fixedPrice'; price: Money };

export interface PriceAdjustment {
  /** Number of orders this adjustment applies to; null means every (remaining) order. */
  orderCount: number | null;
  adjustmentValue: PriceAdjustmentValue;
}

export interface SellingPlan {
  id: string;
  name: string;
  description: string | null;
  recurringDeliveries: boolean;
  priceAdjustments: PriceAdjustment[];
}

export interface SellingPlanGroup {
  name: string;
  options: { name: string; values: string[] }[];
  sellingPlans: SellingPlan[];
}

export interface SellingPlanAllocation {
  sellingPlan: { id: string; name: string };
  checkoutChargeAmount: Money;
}

/** The `custom` namespace metafields of SPEC §3, parsed. */
export interface VariantCustomFields {
  /** Global id of the variant offered as an upgrade, or null. */
  upgradeVariantId: string | null;
  upgradeButtonTextOverride: string | null;
  /** 0..100, or null when no A/B swap is configured. */
  abTestSwapChance: number | null;
  /** Global id of the swap variant, or null. */
  abTestSwapVariantId: string | null;
}

export interface VariantProduct {
  id: string;
  title: string;
  handle: string;
  tags: string[];
  productType: string;
  sellingPlanGroups: SellingPlanGroup[];
  /** Set only by the single-variant query (SPEC §3), absent on cart lines and product variants. */
  descriptionHtml?: string;
  /** Set only by the single-variant query. */
  requiresSellingPlan?: boolean;
  /** The product's first image; set only by the single-variant query. */
  featuredImage?: Image | null;
}

export interface Variant {
  /** Full global id, `gid://shopify/ProductVariant/<n>`. */
  id: string;
  /** The numeric part of the id. */
  shortId: string;
  /** The option name, e.g. "250 g / Whole bean". */
  title: string;
  sku: string | null;
  availableForSale: boolean;
  selectedOptions: SelectedOption[];
  image: Image | null;
  price: Money;
  compareAtPrice: Money | null;
  custom: VariantCustomFields;
  product: VariantProduct;
  sellingPlanAllocations: SellingPlanAllocation[];
}

export interface ProductOption {
  id: string;
  name: string;
  values: string[];
}

export interface Product {
  id: string;
  title: string;
  handle: string;
  description: string;
  descriptionHtml: string;
  productType: string;
  tags: string[];
  options: ProductOption[];
  priceRange: { minVariantPrice: Money; maxVariantPrice: Money };
  images: Image[];
  requiresSellingPlan: boolean;
  sellingPlanGroups: SellingPlanGroup[];
  variants: Variant[];
}

/** A resource's SEO fields as the platform's admin sets them; null where none was set. */
export interface SeoFields {
  title: string | null;
  description: string | null;
}

/**
 * A product as its own page reads it: the catalogue fields, plus the vendor, the SEO fields and
 * the first collection it is in (for the breadcrumb), or null when it is in none.
 */
export interface ProductDetail extends Product {
  vendor: string;
  seo: SeoFields;
  collection: { handle: string; title: string } | null;
}

import { discountPercentage, formatCatalogPrice, subscriptionPriceSchedule } from '@/lib/pricing';
import { toVariantGid } from '@/lib/shopify/ids';
import type { Money, Product, SellingPlan, Variant } from '@/lib/shopify/types';

/** Id of the one-time purchase option in `selectedActivePriceCard`; selling plans use their own id. */
export const ONE_TIME_OPTION_ID = 'one-time';
export const ONE_TIME_LABEL = 'One-time purchase';

export interface PurchaseOption {
  /** 'one-time' or the selling plan's id. */
  id: string;
  /** The radio's accessible name: "One-time purchase" or the plan name. */
  label: string;
  sellingPlanId: string | null;
  /** Price of the first order. */
  price: Money;
  /**
   * Price of the orders after the first when the plan prices them differently (e.g. the Coffee
   * Starter Box: £15.00 first, then £27.00); null when every order costs `price`.
   */
  laterPrice: Money | null;
  /** What the shopper reads under the name, e.g. "£8.55" or "First order £15.00, then £27.00". */
  priceText: string;
  /** Whole-percent saving of the first order against the one-time price; 0 when none. */
  savingPercent: number;
  /**
   * The saving in words, or null when there is none: "Save 10%" when every order saves the same,
   * "50% off your first order, then 10% off" when later orders differ (a bare "Save 50%" would
   * promise the first order's saving on every order).
   */
  savingText: string | null;
}

/**
 * How a plan's saving reads. `first`/`later` are whole percents off the one-time price; `later`
 * is null when every order is priced alike.
 */
export function savingTextFor(first: number, later: number | null): string | null {
  if (later === null || later === first) return first > 0 ? `Save ${first}%` : null;
  if (first > 0 && later > 0) return `${first}% off your first order, then ${later}% off`;
  if (first > 0) return `${first}% off your first order`;
  if (later > 0) return `${later}% off after your first order`;
  return null;
}

function planPrice(
  variant: Pick<Variant, 'price'>,
  plan: SellingPlan,
): Omit<PurchaseOption, 'id' | 'label' | 'sellingPlanId'> {
  const { firstOrder, laterOrders: laterPrice } = subscriptionPriceSchedule(variant.price, plan);
  const first = formatCatalogPrice(firstOrder.amount, firstOrder.currencyCode);
  const priceText = laterPrice
    ? `First order ${first}, then ${formatCatalogPrice(laterPrice.amount, laterPrice.currencyCode)}`
    : first;
  const savingPercent = discountPercentage(variant.price, firstOrder);
  return {
    price: firstOrder,
    laterPrice,
    priceText,
    savingPercent,
    savingText: savingTextFor(
      savingPercent,
      laterPrice ? discountPercentage(variant.price, laterPrice) : null,
    ),
  };
}

/**
 * The purchase options of a variant, in display order: one-time first (unless the product
 * requires a selling plan), then each selling plan the variant is allocated to, in the order of
 * the product's selling plan groups. A variant with no allocations is one-time only.
 */
export function purchaseOptionsFor(
  product: Pick<Product, 'requiresSellingPlan' | 'sellingPlanGroups'>,
  variant: Pick<Variant, 'price' | 'sellingPlanAllocations'>,
): PurchaseOption[] {
  const options: PurchaseOption[] = [];
  if (!product.requiresSellingPlan) {
    options.push({
      id: ONE_TIME_OPTION_ID,
      label: ONE_TIME_LABEL,
      sellingPlanId: null,
      price: { ...variant.price },
      laterPrice: null,
      priceText: formatCatalogPrice(variant.price.amount, variant.price.currencyCode),
      savingPercent: 0,
      savingText: null,
    });
  }
  const allocated = new Set(variant.sellingPlanAllocations.map((a) => a.sellingPlan.id));
  for (const group of product.sellingPlanGroups) {
    for (const plan of group.sellingPlans) {
      if (!allocated.has(plan.id)) continue;
      options.push({
        id: plan.id,
        label: plan.name,
        sellingPlanId: plan.id,
        ...planPrice(variant, plan),
      });
    }
  }
  return options;
}

/** The option to show as selected: the stored one when this variant offers it, else the first. */
export function resolveSelectedOption(
  options: readonly PurchaseOption[],
  stored: string | null,
): PurchaseOption | null {
  return options.find((o) => o.id === stored) ?? options[0] ?? null;
}

/** The variant whose selected options match `selection` exactly, or null. */
export function findVariant<V extends Pick<Variant, 'selectedOptions'>>(
  variants: readonly V[],
  selection: Readonly<Record<string, string>>,
): V | null {
  return (
    variants.find((v) => v.selectedOptions.every((o) => selection[o.name] === o.value)) ?? null
  );
}

/** A variant's options as a name → value record. */
export function selectionOf(variant: Pick<Variant, 'selectedOptions'>): Record<string, string> {
  return Object.fromEntries(variant.selectedOptions.map((o) => [o.name, o.value]));
}

/** Finds a variant of the product by id, comparing global ids (plain ids match too). */
export function variantById<V extends Pick<Variant, 'id'>>(
  variants: readonly V[],
  id: string | null,
): V | null {
  if (!id) return null;
  const gid = toVariantGid(id);
  return variants.find((v) => toVariantGid(v.id) === gid) ?? null;
}

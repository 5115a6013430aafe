/**
 * What a purchase option on the product page costs and saves: the one-time price, or a selling
 * plan's price (SPEC §3 subscription price) with its first-order/later-orders split.
 */
import type { Money, SellingPlan } from '@/lib/shopify/types';
import { discountPercentage } from './cart-totals';
import { formatCatalogPrice } from './format';
import { subscriptionPriceSchedule } from './subscription';

export interface PurchasePrice {
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

/** The one-time purchase: the variant's price, every order alike, no saving. */
export function oneTimePrice(variantPrice: Money): PurchasePrice {
  return {
    price: { ...variantPrice },
    laterPrice: null,
    priceText: formatCatalogPrice(variantPrice.amount, variantPrice.currencyCode),
    savingPercent: 0,
    savingText: null,
  };
}

/**
 * A selling plan's price for a variant priced `variantPrice` one-time: the first order's price,
 * the later orders' when they differ, and the saving against the one-time price.
 */
export function planPrice(
  variantPrice: Money,
  plan: Pick<SellingPlan, 'priceAdjustments'>,
): PurchasePrice {
  const { firstOrder, laterOrders: laterPrice } = subscriptionPriceSchedule(variantPrice, plan);
  const first = formatCatalogPrice(firstOrder.amount, firstOrder.currencyCode);
  const priceText = laterPrice
    ? `First order ${first}, then ${formatCatalogPrice(laterPrice.amount, laterPrice.currencyCode)}`
    : first;
  const savingPercent = discountPercentage(variantPrice, firstOrder);
  return {
    price: firstOrder,
    laterPrice,
    priceText,
    savingPercent,
    savingText: savingTextFor(
      savingPercent,
      laterPrice ? discountPercentage(variantPrice, laterPrice) : null,
    ),
  };
}

import { DEFAULT_VARIANT_TITLE, subscriptionPriceSchedule, variantOptionText } from '@/lib/pricing';
import type { CartLine, Money } from '@/lib/shopify/types';

/** The variant option text worth showing: '' for a single-variant product's "Default Title". */
export function lineOptionText(line: Pick<CartLine, 'merchandise'>): string {
  const text = variantOptionText(line.merchandise.selectedOptions);
  return text === DEFAULT_VARIANT_TITLE ? '' : text;
}

/**
 * What a line's buttons call it: the product title, plus the options and the plan when present,
 * so two lines of one product (another size, or once on a plan) still get distinct names.
 */
export function lineLabel(line: Pick<CartLine, 'merchandise' | 'sellingPlanAllocation'>): string {
  const parts = [line.merchandise.product.title];
  const options = lineOptionText(line);
  if (options) parts.push(options);
  if (line.sellingPlanAllocation) parts.push(line.sellingPlanAllocation.sellingPlan.name);
  return parts.join(', ');
}

/**
 * The unit price of the orders after the first, when the line's selling plan prices them apart
 * from the first (the Coffee Starter Box: £15.00 now, then £27.00), else null. The plan's price
 * adjustments come with the merchandise's product (its first selling plan group); a plan not
 * found there counts as priced alike.
 */
export function laterOrderUnitPrice(
  line: Pick<CartLine, 'merchandise' | 'sellingPlanAllocation'>,
): Money | null {
  const planId = line.sellingPlanAllocation?.sellingPlan.id;
  if (!planId) return null;
  const plan = line.merchandise.product.sellingPlanGroups
    .flatMap((group) => group.sellingPlans)
    .find((p) => p.id === planId);
  if (!plan) return null;
  return subscriptionPriceSchedule(line.merchandise.price, plan).laterOrders;
}

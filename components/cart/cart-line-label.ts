import { variantOptionText } from '@/lib/pricing';
import type { CartLine } from '@/lib/shopify/types';

const DEFAULT_VARIANT_TITLE = 'Default Title';

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

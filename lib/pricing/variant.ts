/** Variant-level derived values of SPEC §3. */
import type { Money, SelectedOption } from '@/lib/shopify/types';
import { toMinorUnits } from './money';

/** The title Shopify gives the only variant of a product without options; not worth showing. */
export const DEFAULT_VARIANT_TITLE = 'Default Title';

/**
 * SPEC §3: "final price times quantity, rounded" — the line value sent with tracking events, as a
 * number in major units. The multiplication is done in pence, so the rounding is to the penny and
 * only removes decimal-string noise: ("9.50", 3) → 28.5, ("0.10", 3) → 0.3, (9.999, 1) → 10.
 */
export function variantAmount(finalPrice: Money | string | number, quantity: number): number {
  const unit = toMinorUnits(typeof finalPrice === 'object' ? finalPrice.amount : finalPrice);
  return Math.round(unit * quantity) / 100;
}

/**
 * SPEC §3: the selected option values joined by ' / ', e.g. "1 kg / Whole bean". Literal: a
 * single-option product's `DEFAULT_VARIANT_TITLE` is kept; no options → ''.
 */
export function variantOptionText(selectedOptions: readonly SelectedOption[]): string {
  return selectedOptions.map((option) => option.value).join(' / ');
}

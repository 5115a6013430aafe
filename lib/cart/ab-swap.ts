/**
 * The A/B variant swap of SPEC §4 "Adding a product (A/B swap)", as pure functions.
 *
 * lib/experiments did not exist when this was written; if it later exports its own
 * `chooseVariantToAdd`, the store should switch to it and this module can go.
 */
import type { Cart, VariantCustomFields } from '@/lib/shopify/types';

/**
 * Draws the swap: a number from 0 to 100 (`random()` × 100) at or below the configured chance,
 * with a swap variant configured, yields the swap variant's id; otherwise null.
 * `random` returns [0, 1), like Math.random.
 */
export function drawSwapVariantId(
  custom: Pick<VariantCustomFields, 'abTestSwapChance' | 'abTestSwapVariantId'>,
  random: () => number,
): string | null {
  const { abTestSwapChance: chance, abTestSwapVariantId: swapId } = custom;
  if (chance === null || !swapId) return null;
  const draw = random() * 100;
  return draw <= chance ? swapId : null;
}

/**
 * Which variant to add (SPEC §4): the replacement is tried first; when the cart already holds a
 * line with the replacement variant, the originally chosen variant is added instead. Without a
 * replacement the chosen variant is added.
 */
export function chooseVariantToAdd(
  chosenId: string,
  replacementId: string | null,
  cart: Pick<Cart, 'lines'> | null,
): string {
  if (!replacementId) return chosenId;
  const held = cart?.lines.some((line) => line.merchandise.id === replacementId) ?? false;
  return held ? chosenId : replacementId;
}

/**
 * The A/B variant swap of SPEC §4. The random source is injectable so tests (and a seeded
 * experiment tool) decide the draw.
 */
import { toVariantGid } from '@/lib/shopify/ids';
import type { Variant } from '@/lib/shopify/types';

/**
 * Draws a number from 0 to 100 (`random() * 100`). When it is at or below the variant's
 * `ab_test_swap_with_variant_chance` and a swap variant id is configured, returns that id (the
 * variant to show instead); otherwise null. A missing or unparseable chance never swaps; a chance of
 * 100 always swaps; a chance of 0 swaps only on a draw of exactly 0.
 */
export function drawSwap(
  variant: Pick<Variant, 'custom'>,
  random: () => number = Math.random,
): string | null {
  const { abTestSwapChance, abTestSwapVariantId } = variant.custom;
  if (abTestSwapChance === null || !abTestSwapVariantId) return null;
  const draw = random() * 100;
  return draw <= abTestSwapChance ? abTestSwapVariantId : null;
}

/**
 * The variant id to add to the cart (SPEC §4): the replacement is tried first; when the cart already
 * holds a line with the replacement variant, the originally chosen variant is added instead. Without
 * a replacement the original is added. Ids are compared as variant global ids, so plain and global
 * ids match; the chosen id is returned as it was given.
 */
export function chooseVariantToAdd(
  original: string,
  replacementId: string | null | undefined,
  cartLines: ReadonlyArray<{ merchandise: { id: string } }>,
): string {
  if (!replacementId) return original;
  const replacement = toVariantGid(replacementId);
  const inCart = cartLines.some((line) => toVariantGid(line.merchandise.id) === replacement);
  return inCart ? original : replacementId;
}

/**
 * The variant an add puts in the cart: the one place the SPEC §4 swap rule is applied.
 * `replacement` is the swap the page drew (`drawSwap`, once, for the variant it shows) and showed;
 * null or absent: none, the original is added.
 */
export function variantToAdd(
  variant: Variant,
  replacement: Variant | null | undefined,
  cartLines: ReadonlyArray<{ merchandise: { id: string } }>,
): Variant {
  if (!replacement) return variant;
  const chosenId = chooseVariantToAdd(variant.id, replacement.id, cartLines);
  return chosenId === variant.id ? variant : replacement;
}

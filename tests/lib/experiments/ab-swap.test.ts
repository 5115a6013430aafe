import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseVariantToAdd, drawSwap, variantToAdd } from '@/lib/experiments/ab-swap';
import type { Variant } from '@/lib/shopify/types';
import { OAT_NEW_RECIPE, OAT_ORIGINAL } from '../cart/fixtures';
import type { VariantCustomFields } from '@/lib/shopify/types';

const NEW_RECIPE = 'gid://shopify/ProductVariant/4400000062';
const ORIGINAL = 'gid://shopify/ProductVariant/4400000061';

const variant = (custom: Partial<VariantCustomFields>) => ({
  custom: {
    upgradeVariantId: null,
    upgradeButtonTextOverride: null,
    abTestSwapChance: null,
    abTestSwapVariantId: null,
    ...custom,
  },
});

describe('drawSwap: swap when random() × 100 is at or below the chance', () => {
  it.each<[number | null, string | null, number, string | null]>([
    [50, NEW_RECIPE, 0.0, NEW_RECIPE],
    [50, NEW_RECIPE, 0.3, NEW_RECIPE],
    [50, NEW_RECIPE, 0.5, NEW_RECIPE],
    [50, NEW_RECIPE, 0.5000001, null],
    [50, NEW_RECIPE, 0.5001, null],
    [50, NEW_RECIPE, 0.99, null],
    [50, NEW_RECIPE, 0.9999, null],
    [100, NEW_RECIPE, 0.9999, NEW_RECIPE],
    [100, NEW_RECIPE, 0.999999, NEW_RECIPE],
    [0, NEW_RECIPE, 0, NEW_RECIPE],
    [0, NEW_RECIPE, 0.0001, null],
    [12.5, NEW_RECIPE, 0.125, NEW_RECIPE],
    [12.5, NEW_RECIPE, 0.126, null],
    [null, NEW_RECIPE, 0, null],
    [50, null, 0, null],
    [100, null, 0, null],
    [50, '', 0, null],
  ])('chance %j, swap %j, random %d → %j', (chance, swapId, random, expected) => {
    const result = drawSwap(
      variant({ abTestSwapChance: chance, abTestSwapVariantId: swapId }),
      () => random,
    );
    expect(result).toBe(expected);
  });

  it('draws once per call and only when a swap is configured', () => {
    const draws: number[] = [];
    const random = () => {
      draws.push(1);
      return 0.1;
    };
    drawSwap(variant({ abTestSwapChance: null, abTestSwapVariantId: NEW_RECIPE }), random);
    drawSwap(variant({ abTestSwapChance: 50, abTestSwapVariantId: NEW_RECIPE }), random);
    expect(draws).toHaveLength(1);
  });

  describe('uses Math.random by default', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    // Chance 50: a draw of 60 is above it (no swap), 40 is below it (swap). Were the default not
    // Math.random, the spied values could not decide the outcome both ways.
    it.each<[number, string | null]>([
      [0.6, null],
      [0.4, NEW_RECIPE],
    ])('Math.random() = %d → %j', (random, expected) => {
      const spy = vi.spyOn(Math, 'random').mockReturnValue(random);
      expect(drawSwap(variant({ abTestSwapChance: 50, abTestSwapVariantId: NEW_RECIPE }))).toBe(
        expected,
      );
      expect(spy).toHaveBeenCalledTimes(1);
    });
  });
});

describe('chooseVariantToAdd: replacement first, original when the replacement is in the cart', () => {
  const lines = (...ids: string[]) => ids.map((id) => ({ merchandise: { id } }));

  it.each<[string, string | null | undefined, { merchandise: { id: string } }[], string]>([
    [ORIGINAL, NEW_RECIPE, [], NEW_RECIPE],
    [ORIGINAL, NEW_RECIPE, lines(ORIGINAL), NEW_RECIPE],
    [ORIGINAL, NEW_RECIPE, lines(NEW_RECIPE), ORIGINAL],
    [ORIGINAL, NEW_RECIPE, lines('gid://shopify/ProductVariant/1'), NEW_RECIPE],
    [ORIGINAL, NEW_RECIPE, lines('gid://shopify/ProductVariant/1', NEW_RECIPE), ORIGINAL],
    [ORIGINAL, '4400000062', lines(NEW_RECIPE), ORIGINAL],
    [ORIGINAL, '4400000062', lines(ORIGINAL), '4400000062'],
    [ORIGINAL, null, lines(NEW_RECIPE), ORIGINAL],
    [ORIGINAL, null, [], ORIGINAL],
    [ORIGINAL, undefined, [], ORIGINAL],
    [ORIGINAL, '', [], ORIGINAL],
  ])('(%s, %j, %j) → %s', (original, replacement, cartLines, expected) => {
    expect(chooseVariantToAdd(original, replacement, cartLines)).toBe(expected);
  });
});

describe('variantToAdd: the one place an add applies the swap rule', () => {
  const line = (id: string) => ({ merchandise: { id } });

  it.each<[string, Variant | null | undefined, string[], Variant]>([
    ['shown by the page', OAT_NEW_RECIPE, [], OAT_NEW_RECIPE],
    ['shown by the page, already in the cart', OAT_NEW_RECIPE, [OAT_NEW_RECIPE.id], OAT_ORIGINAL],
    ['ruled out by the page', null, [], OAT_ORIGINAL],
    ['none given: nothing is drawn here', undefined, [], OAT_ORIGINAL],
  ])('%s', (_, replacement, inCart, expected) => {
    const random = vi.spyOn(Math, 'random');
    expect(variantToAdd(OAT_ORIGINAL, replacement, inCart.map(line))).toBe(expected);
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });
});

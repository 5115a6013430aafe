import { describe, expect, it } from 'vitest';
import { DEFAULT_UPGRADE_BUTTON_TEXT, upgradeOffer } from '@/lib/experiments/upgrade';
import type { VariantCustomFields } from '@/lib/shopify/types';

const THIRTY = 'gid://shopify/ProductVariant/4400000051';
const SIXTY = 'gid://shopify/ProductVariant/4400000052';

const variant = (id: string, custom: Partial<VariantCustomFields>) => ({
  id,
  custom: {
    upgradeVariantId: null,
    upgradeButtonTextOverride: null,
    abTestSwapChance: null,
    abTestSwapVariantId: null,
    ...custom,
  },
});

describe('upgradeOffer', () => {
  it('has "Upgrade" as the default button text', () => {
    expect(DEFAULT_UPGRADE_BUTTON_TEXT).toBe('Upgrade');
  });

  it.each<[string, Partial<VariantCustomFields>, { variantId: string; buttonText: string } | null]>(
    [
      [
        THIRTY,
        {
          upgradeVariantId: SIXTY,
          upgradeButtonTextOverride: 'Upgrade to 60 servings and save £10',
        },
        { variantId: SIXTY, buttonText: 'Upgrade to 60 servings and save £10' },
      ],
      [THIRTY, { upgradeVariantId: SIXTY }, { variantId: SIXTY, buttonText: 'Upgrade' }],
      [THIRTY, { upgradeVariantId: '4400000052' }, { variantId: SIXTY, buttonText: 'Upgrade' }],
      [THIRTY, { upgradeVariantId: null, upgradeButtonTextOverride: 'Upgrade now' }, null],
      [THIRTY, { upgradeVariantId: '' }, null],
      [THIRTY, { upgradeVariantId: THIRTY }, null],
      ['4400000051', { upgradeVariantId: THIRTY }, null],
    ],
  )('variant %s with %j → %j', (id, custom, expected) => {
    expect(upgradeOffer(variant(id, custom))).toEqual(expected);
  });
});

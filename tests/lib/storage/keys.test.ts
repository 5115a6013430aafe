import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage/keys';

describe('storage keys are spelled as SPEC §3 spells them', () => {
  it('has the four SPEC keys plus the checkout marker and the attached cart', () => {
    expect(STORAGE_KEYS).toEqual({
      cart: 'shopifyCart',
      discountCode: 'discountCode',
      purchasedProducts: 'purchased-productsV2.0.0',
      consent: 'consentV2.0.0',
      // Beyond SPEC: tells a checked-out cart from an expired one (both read as null).
      checkoutStartedCartId: 'checkoutStartedCartId',
      // Beyond SPEC: which cart the signed-in customer was attached to, once per sign-in.
      cartBuyerAttached: 'cartBuyerAttached',
    });
  });
});

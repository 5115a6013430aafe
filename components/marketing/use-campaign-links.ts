/** SPEC §2 "Query parameters read on load" and SPEC §4 "Consent and load": campaign links. */
import { useEffect } from 'react';
import { config } from '@/lib/config';
import type { DiscountPopupSettings } from '@/lib/content/settings';
import { CART_LINK_DELAY_MS, lookupPromo, readLandingQuery } from '@/lib/discounts';
import { discountCodeStore } from '@/lib/storage/discount-code-store';
import { useShopStore } from '@/stores/shop-store';

// Once per page load, not per mount (strict mode mounts twice in development).
let handled = false;

/** The saved code (a returning visitor's) as the toast's code, when there is one. */
function showSavedCode(): void {
  const saved = discountCodeStore().read();
  if (saved) useShopStore.getState().setDiscount({ code: saved });
}

/**
 * Promo code from the landing query: shown in the toast, saved, applied when the cart has lines.
 * Without one (no promo for the link, or the lookup failed), the saved code is the toast's.
 */
async function applyPromo(search: string): Promise<void> {
  const promo = await lookupPromo(config.ordersHost, search);
  if (!promo) return showSavedCode();
  const { code } = promo;
  const store = useShopStore.getState();
  // With the discount's own popup words, if the orders service sent any (SPEC §3).
  store.setDiscount(promo);
  // The cart must be known first: SPEC §4 applies the code only to a cart with lines; with none
  // it is saved, and the cart re-applies it after the first add.
  await store.checkCartAvailability();
  if ((useShopStore.getState().cart?.lines.length ?? 0) > 0) await store.applyDiscountCode(code);
  else discountCodeStore().write(code);
}

/**
 * Reads the landing query once: a `shopifyCartId` link (restored after
 * 2 s; a bad or foreign id is logged and the current cart kept), or a promo lookup. Unless a promo
 * is found, the saved code is the toast's code (SPEC §4 "Discount toast": a code exists), whatever
 * the query. Also hands the CMS popup words to the store.
 */
export function useCampaignLinks(popup: DiscountPopupSettings | undefined): void {
  useEffect(() => {
    if (popup) useShopStore.getState().setDiscountSettings(popup);
  }, [popup]);

  useEffect(() => {
    if (handled) return;
    handled = true;
    const search = window.location.search;
    const query = readLandingQuery(search);
    if (query.promo) {
      void applyPromo(search);
      return;
    }
    showSavedCode();
    if (query.cartId) {
      const cartId = query.cartId;
      window.setTimeout(
        () => void useShopStore.getState().loadCartById(cartId),
        CART_LINK_DELAY_MS,
      );
    }
  }, []);
}

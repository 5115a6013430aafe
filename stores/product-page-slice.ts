/**
 * The product page slice (SPEC §3): the chosen purchase option, the sticky add-to-basket bar's
 * visibility, the cart summary colour and the page's navigation style.
 */
import { INITIAL_PRODUCT_PAGE } from './initial-state';
import type { ProductPageSlice, SliceCreator } from './shop-types';

export const createProductPageSlice: SliceCreator<ProductPageSlice> = (set) => ({
  ...INITIAL_PRODUCT_PAGE,
  setSelectedActivePriceCard: (selectedActivePriceCard) => set({ selectedActivePriceCard }),
  setAddToBasketBtnVisible: (v) =>
    set((s) => ({ addToBasketBtnVisible: { ...s.addToBasketBtnVisible, ...v } })),
  setCartSummaryHexColor: (cartSummaryHexColor) => set({ cartSummaryHexColor }),
  setNavStyle: (navStyle) => set({ navStyle }),
});

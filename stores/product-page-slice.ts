/**
 * The product page slice (SPEC §3): the chosen purchase option, the sticky add-to-basket bar's
 * visibility, the cart summary colour and the page's navigation style.
 */
import type { ProductPageSlice, SliceCreator } from './shop-types';

export const createProductPageSlice: SliceCreator<ProductPageSlice> = (set) => ({
  selectedActivePriceCard: null,
  addToBasketBtnVisible: { visible: false, buttonRef: null, productsSelectionRef: null },
  cartSummaryHexColor: null,
  navStyle: 'regular',
  setSelectedActivePriceCard: (selectedActivePriceCard) => set({ selectedActivePriceCard }),
  setAddToBasketBtnVisible: (v) =>
    set((s) => ({ addToBasketBtnVisible: { ...s.addToBasketBtnVisible, ...v } })),
  setCartSummaryHexColor: (cartSummaryHexColor) => set({ cartSummaryHexColor }),
  setNavStyle: (navStyle) => set({ navStyle }),
});

/** The discount slice (SPEC §3 `discount`, `discountSettings`): the campaign code and its popup. */
import type { DiscountSlice, SliceCreator } from './shop-types';

export const createDiscountSlice: SliceCreator<DiscountSlice> = (set) => ({
  discount: null,
  discountSettings: null,
  setDiscount: (discount) => set({ discount }),
  setDiscountSettings: (discountSettings) => set({ discountSettings }),
});

/** The discount slice (SPEC §3 `discount`, `discountSettings`): the campaign code and its popup. */
import { INITIAL_DISCOUNT } from './initial-state';
import type { DiscountSlice, SliceCreator } from './shop-types';

export const createDiscountSlice: SliceCreator<DiscountSlice> = (set) => ({
  ...INITIAL_DISCOUNT,
  setDiscount: (discount) => set({ discount }),
  setDiscountSettings: (discountSettings) => set({ discountSettings }),
});

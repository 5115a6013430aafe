/**
 * The shop store's initial state, slice by slice, without its actions: the slices start from it,
 * and stores/shop-view.ts shows it before the store's own chunk has arrived (what the server
 * rendered). Values only, so the first load carries a few bytes of it and nothing else.
 */
import { DEFAULT_CONSENT } from '@/lib/consent/types';
import type {
  CartSlice,
  ConsentSlice,
  DiscountSlice,
  LayoutSlice,
  ProductPageSlice,
  ShopCartLine,
  ShopState,
} from './shop-types';

/** The fields of T that are not functions. */
type Data<T> = {
  [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: T[K];
};

/** The shop's state without its actions. */
export type ShopStateData = Data<ShopState>;

/** The lines of an empty cart: one array, so a selector of them never loops. */
export const EMPTY_PRODUCTS: ShopCartLine[] = [];

export const INITIAL_CART: Data<CartSlice> = {
  cartOpen: false,
  products: EMPTY_PRODUCTS,
  cart: null,
  cartSettings: null,
  purchasedIntent: null,
  currentInvoice: null,
  skipLogin: false,
  pending: false,
  announcement: '',
  cartError: null,
};

export const INITIAL_CONSENT: Data<ConsentSlice> = {
  consent: DEFAULT_CONSENT,
  purchasedProducts: [],
};

export const INITIAL_DISCOUNT: Data<DiscountSlice> = { discount: null, discountSettings: null };

export const INITIAL_PRODUCT_PAGE: Data<ProductPageSlice> = {
  selectedActivePriceCard: null,
  addToBasketBtnVisible: { visible: false, buttonRef: null, productsSelectionRef: null },
  cartSummaryHexColor: null,
  navStyle: 'regular',
};

export const INITIAL_LAYOUT: Data<LayoutSlice> = {
  showChat: true,
  showBackButton: false,
  showImageModal: false,
  isMobile: false,
  chatInitialised: false,
};

export const INITIAL_SHOP_STATE: ShopStateData = {
  ...INITIAL_CART,
  ...INITIAL_CONSENT,
  ...INITIAL_DISCOUNT,
  ...INITIAL_PRODUCT_PAGE,
  ...INITIAL_LAYOUT,
};

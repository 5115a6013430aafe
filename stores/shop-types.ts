/**
 * The shape of the one shop store (SPEC §3 "Shop state" and "Layout state"): each slice's state
 * and actions, their union, and the creator type every slice file uses.
 */
import type { StateCreator } from 'zustand';
import type { QuantityAction } from '@/lib/cart/rules';
import type { CartSettings } from '@/lib/content/settings';
import type { DiscountPopupSettings } from '@/lib/content/popup-defaults';
import type { Consent } from '@/lib/consent/types';
import type { NavStyle } from '@/lib/page-data/shell-props';
import type { Attribute, Cart, Variant } from '@/lib/shopify/types';
import type { ShopRuntime } from './shop-runtime';
import type { PromoDiscount } from '@/lib/discounts/types';

export type { Consent } from '@/lib/consent/types';
export type { QuantityAction } from '@/lib/cart/rules';

export type { NavStyle } from '@/lib/page-data/shell-props';

/** SPEC §3 "Cart line (shop state)": derived from cart.lines. */
export interface ShopCartLine {
  /** Platform line id (lines are identified by it). */
  lineId: string;
  /** Short variant id. */
  variantId: string;
  quantity: number;
  /** Displayed unit price, decimal string. */
  price: string;
  variant: {
    title: string;
    imageUrl: string | null;
    sku: string | null;
    options: string;
    productType: string;
    priceAmount: string;
  };
}

export interface AddToCartInput {
  variant: Variant;
  quantity: number;
  sellingPlanId?: string | null;
  /** The A/B swap the page drew and showed (the variant shown instead); absent or null: none. */
  replacement?: Variant | null;
}

export interface CartSlice {
  cartOpen: boolean;
  products: ShopCartLine[];
  /** The optimistic cart; the platform's cart is mirrored to localStorage 'shopifyCart'. */
  cart: Cart | null;
  cartSettings: CartSettings | null;
  /** SPEC §3 fields of the account flow, which this shop does not run: kept at their defaults. */
  purchasedIntent: unknown;
  currentInvoice: unknown;
  skipLogin: boolean;
  /** A cart mutation is queued or in flight. */
  pending: boolean;
  /** Last polite aria-live message ("Added House Blend Coffee Beans to your basket"). */
  announcement: string;
  /** Last shopper-facing cart error (e.g. an add that failed). */
  cartError: string | null;
  toggleCart(open?: boolean): void;
  /** SPEC §4 initialisation: fetch the stored cart, or create one. */
  initCart(): Promise<void>;
  /** A/B replacement rule applied inside; opens the drawer. */
  addToCart(input: AddToCartInput): Promise<void>;
  /** Optimistic and coalesced; decreasing to 0 removes the line. */
  updateLineQuantity(lineId: string, action: QuantityAction): void;
  removeLine(lineId: string): void;
  /** Saves the code (localStorage 'discountCode') and applies it to the cart. */
  applyDiscountCode(code: string): Promise<void>;
  setCartSettings(s: CartSettings | null): void;
  clearCartError(): void;
  /** SPEC §4 availability check (same as initialisation); used before pushing attributes. */
  checkCartAvailability(): Promise<void>;
  /** SPEC §4: pushes visitor attributes to the cart after making sure a cart exists. */
  syncCartAttributes(attributes: Attribute[]): Promise<void>;
  /** SPEC §2 `shopifyCartId`: fetch that cart, save it locally, show it and open the drawer. */
  loadCartById(cartId: string): Promise<void>;
  /** Call when the shopper follows the checkout link: a bought cart then gives an empty basket. */
  markCheckoutStarted(): void;
}

export interface ConsentSlice {
  /** Persisted as 'consentV2.0.0'. */
  consent: Consent;
  /** Persisted as 'purchased-productsV2.0.0'; restored on load (SPEC §9). */
  purchasedProducts: string[];
  setConsent(consent: Partial<Consent>): void;
}

export interface DiscountSlice {
  /** The campaign code, with the popup words the orders service sent for it (SPEC §3). */
  discount: PromoDiscount | null;
  /** The CMS popup words (and, in draft mode, their click-to-edit attributes). */
  discountSettings: DiscountPopupSettings | null;
  setDiscount(d: DiscountSlice['discount']): void;
  setDiscountSettings(s: DiscountSlice['discountSettings']): void;
}

export interface ProductPageSlice {
  /** Id of the chosen purchase option ('one-time' or a selling plan id). */
  selectedActivePriceCard: string | null;
  addToBasketBtnVisible: {
    visible: boolean;
    buttonRef: HTMLElement | null;
    productsSelectionRef: HTMLElement | null;
  };
  /**
   * SPEC §3's copy of the cart settings colour. The drawer does not read it: it paints from the
   * CSS variables that lib/page-data/shell-props.ts works out from the same setting at build time.
   */
  cartSummaryHexColor: string | null;
  navStyle: NavStyle;
  setSelectedActivePriceCard(id: string | null): void;
  setAddToBasketBtnVisible(v: Partial<ProductPageSlice['addToBasketBtnVisible']>): void;
  setCartSummaryHexColor(hex: string | null): void;
  setNavStyle(style: NavStyle): void;
}

export interface LayoutSlice {
  /** Default true (SPEC §3). */
  showChat: boolean;
  showBackButton: boolean;
  showImageModal: boolean;
  isMobile: boolean;
  /** The chat widget finished loading (the chat button is hidden on mobile until then). */
  chatInitialised: boolean;
  setShowChat(show: boolean): void;
  setShowBackButton(show: boolean): void;
  setShowImageModal(show: boolean): void;
  setIsMobile(isMobile: boolean): void;
  setChatInitialised(initialised: boolean): void;
}

export type ShopState = CartSlice & ConsentSlice & DiscountSlice & ProductPageSlice & LayoutSlice;
export type ShopStore = ShopState & { runtime: ShopRuntime };

/** A slice creator of the combined, persisted store (zustand's slices pattern). */
export type SliceCreator<T> = StateCreator<ShopStore, [['zustand/persist', unknown]], [], T>;

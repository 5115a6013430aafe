/**
 * The shop store (SPEC §3 "Shop state"): cart drawer, cart, consent, purchased products and the
 * page-level shop settings, with the actions the UI calls. The cart itself is run by the
 * framework-free engine in `lib/cart` (lifecycle, single-flight queue, optimistic updates); this
 * store mirrors the engine's view into React-readable state and turns outcomes into the polite
 * announcement / shopper-facing error the UI shows.
 *
 * Persistence (SPEC §3 "Local-storage keys") uses four separate keys. `shopifyCart` and
 * `discountCode` belong to the cart lifecycle, so the engine reads and writes them itself (it
 * must, to survive a reload mid-recovery and to hear other tabs). `purchased-productsV2.0.0` and
 * `consentV2.0.0` go through zustand's `persist`, with a custom storage: persist's default writes
 * the whole partialized state as `{ state, version }` JSON under one `name`, which cannot produce
 * two separate keys with plain JSON values, so `shopPersistStorage` splits them, validates what it
 * reads back (a corrupt or foreign value is discarded with a warning; a purchased-products list
 * with some bad entries is repaired rather than wiped) and only writes keys whose value changed.
 * `skipHydration` keeps server and first client render identical; `_app` calls
 * `rehydrateStores()` (stores/index.ts) after mount. Consent or purchased products changed before
 * that are remembered and merged over the stored values once they are read (see
 * `preHydrationChanges`).
 */
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import type { CartChangeMeta, CartEngine, CartOpOutcome } from '@/lib/cart/engine';
import {
  cartCount,
  cartLineMergeKey,
  isDiscountApplied,
  type QuantityAction,
} from '@/lib/cart/rules';
import { variantToAdd } from '@/lib/experiments/ab-swap';
import { displayedUnitPrice } from '@/lib/pricing/cart-line';
import { DEFAULT_VARIANT_TITLE, variantOptionText } from '@/lib/pricing/variant';
import type { CartApi } from '@/lib/shopify/cart';
import { shortId } from '@/lib/shopify/ids';
import type { CartSettings } from '@/lib/content/settings';
import { DEFAULT_CONSENT, type Consent } from '@/lib/consent/types';
import { createLazyCartApi } from '@/lib/shopify/lazy-cart-api';
import type { Attribute, Cart, CartLine, Variant } from '@/lib/shopify/types';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import {
  DEFAULT_MAX_LENGTH,
  getBrowserStorage,
  readJson,
  safeRemoveItem,
  safeSetItem,
  type StorageLike,
} from '@/lib/storage/safe-storage';
import { tracker as defaultTracker, type Tracker } from '@/lib/tracking/events';

export type { QuantityAction } from '@/lib/cart/rules';

export type NavStyle = 'regular' | 'choose_plan' | 'none';

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
  /**
   * The A/B swap already drawn by the UI (the variant it showed instead). Undefined: the store
   * draws per SPEC §4. null: no swap.
   */
  replacement?: Variant | null;
}

export type { Consent } from '@/lib/consent/types';

export interface ShopState {
  cartOpen: boolean;
  /** Persisted as 'purchased-productsV2.0.0'. */
  purchasedProducts: string[];
  products: ShopCartLine[];
  /** Persisted as 'consentV2.0.0'. */
  consent: Consent;
  /** Id of the chosen purchase option ('one-time' or a selling plan id). */
  selectedActivePriceCard: string | null;
  addToBasketBtnVisible: {
    visible: boolean;
    buttonRef: HTMLElement | null;
    productsSelectionRef: HTMLElement | null;
  };
  cartSummaryHexColor: string | null;
  /** The optimistic cart; the platform's cart is mirrored to localStorage 'shopifyCart'. */
  cart: Cart | null;
  navStyle: NavStyle;
  discount: {
    code: string;
    popupTitle?: string;
    popupText?: string;
    popupButtonLabel?: string;
  } | null;
  discountSettings: { popupTitle: string; popupText: string; popupButtonLabel: string } | null;
  purchasedIntent: unknown;
  currentInvoice: unknown;
  skipLogin: boolean;
  cartSettings: CartSettings | null;
  /** A cart mutation is queued or in flight. */
  pending: boolean;
  /** Last polite aria-live message ("Added House Blend Coffee Beans to your basket"). */
  announcement: string;
  /** Last shopper-facing cart error (e.g. an add that failed). */
  cartError: string | null;
}

export interface ShopActions {
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
  setConsent(consent: Partial<Consent>): void;
  setNavStyle(style: NavStyle): void;
  setSelectedActivePriceCard(id: string | null): void;
  setAddToBasketBtnVisible(v: Partial<ShopState['addToBasketBtnVisible']>): void;
  setCartSummaryHexColor(hex: string | null): void;
  setDiscount(d: ShopState['discount']): void;
  setDiscountSettings(s: ShopState['discountSettings']): void;
  setCartSettings(s: ShopState['cartSettings']): void;
  addPurchasedProduct(id: string): void;
  clearCartError(): void;
  // Beyond the store contract, for the shell and integrations:
  /** SPEC §4 availability check (same as initialisation); used before pushing attributes. */
  checkCartAvailability(): Promise<void>;
  /** SPEC §4: pushes visitor attributes to the cart after making sure a cart exists. */
  syncCartAttributes(attributes: Attribute[]): Promise<void>;
  /** SPEC §2 `shopifyCartId`: fetch that cart, save it locally, show it and open the drawer. */
  loadCartById(cartId: string): Promise<void>;
  /**
   * Call when the shopper follows the cart's checkout link (on click, before navigating). Shopify
   * answers `cart: null` both for an expired cart and for a bought one; with this mark a bought
   * cart is followed by an empty basket instead of having its lines re-added.
   */
  markCheckoutStarted(): void;
  setPurchasedIntent(intent: unknown): void;
  setCurrentInvoice(invoice: unknown): void;
  setSkipLogin(skip: boolean): void;
}

export type ShopStore = ShopState & ShopActions;

/** The persisted slice (what `shopPersistStorage` writes). */
type PersistedShop = Pick<ShopState, 'purchasedProducts' | 'consent'>;

// ---- dependencies ---------------------------------------------------------------------------

/** What the store talks to; replaced in tests through `configureShopStore`. */
export interface ShopStoreDeps {
  api: CartApi;
  storage: StorageLike;
  tracker: Tracker;
  random: () => number;
  /** Quantity click coalescing window of the cart engine (ms). */
  coalesceMs?: number;
  /** Connect the cart to other tabs (storage event + BroadcastChannel). */
  crossTab: boolean;
}

let overrides: Partial<ShopStoreDeps> = {};
let resolvedDeps: ShopStoreDeps | null = null;
let engine: CartEngine | null = null;
let engineLoad: Promise<CartEngine> | null = null;
let disconnectCrossTab: (() => void) | null = null;

function deps(): ShopStoreDeps {
  resolvedDeps ??= {
    api: createLazyCartApi(),
    storage: getBrowserStorage(),
    tracker: defaultTracker,
    random: Math.random,
    crossTab: typeof window !== 'undefined',
    ...overrides,
  };
  return resolvedDeps;
}

// ---- persistence of purchased products and consent ------------------------------------------

/**
 * Stored strings longer than this are not ours; they are discarded unread. The purchased-products
 * limit is generous: a long list is capped entry by entry (`MAX_PURCHASED_PRODUCTS`), not wiped.
 */
const MAX_PURCHASED_LENGTH = DEFAULT_MAX_LENGTH;
const MAX_CONSENT_LENGTH = 1024;
/** Purchased product ids kept; the most recent ones (the end of the list) win. */
export const MAX_PURCHASED_PRODUCTS = 1000;
const MAX_PRODUCT_ID_LENGTH = 256;

/**
 * A product id as stored: a non-empty string, or a numeric id from an older writer (stringified;
 * only whole numbers JSON could carry exactly, so a rounded id is never made up).
 */
function toProductId(value: unknown): string | null {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  if (typeof value !== 'string') return null;
  return value.length > 0 && value.length <= MAX_PRODUCT_ID_LENGTH ? value : null;
}

/** Distinct ids in first-seen order, capped to the most recent `MAX_PURCHASED_PRODUCTS`. */
function capPurchased(ids: readonly string[]): string[] {
  const distinct = [...new Set(ids)];
  return distinct.length > MAX_PURCHASED_PRODUCTS
    ? distinct.slice(distinct.length - MAX_PURCHASED_PRODUCTS)
    : distinct;
}

/**
 * The usable part of a stored purchased-products list: bad entries (null, objects, empty or
 * absurdly long strings) are dropped one by one instead of costing the whole list.
 */
function sanitizePurchased(list: readonly unknown[]): string[] {
  return capPurchased(list.map(toProductId).filter((id): id is string => id !== null));
}

const isCategory = (value: unknown) =>
  value === undefined || value === null || typeof value === 'boolean';

/** A stored consent; one written before the categories existed has none (read as undecided). */
function isConsent(value: unknown): value is Consent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.emailOptIn === 'boolean' &&
    typeof v.smsOptIn === 'boolean' &&
    isCategory(v.analytics) &&
    isCategory(v.advertising)
  );
}

/**
 * Until the first rehydration finished, writes are dropped: persist writes on every `set`, and
 * a set before hydration (say, the shell setting the nav style) would otherwise overwrite the
 * shopper's saved consent with the defaults.
 */
let persistReady = false;
const lastWritten = new Map<string, string>();

/**
 * What the shopper changed before rehydration: the consent fields set and the products added.
 * Hydration would otherwise replace them with the stored values; instead they are merged over
 * what was stored (`mergePersisted`) and written once hydration is done.
 */
const preHydrationChanges: { consent: Partial<Consent> | null; purchased: string[] } = {
  consent: null,
  purchased: [],
};

function clearPreHydrationChanges(): void {
  preHydrationChanges.consent = null;
  preHydrationChanges.purchased = [];
}

function writeIfChanged(key: string, value: unknown): void {
  const serialised = JSON.stringify(value);
  if (lastWritten.get(key) === serialised) return;
  if (safeSetItem(deps().storage, key, serialised)) lastWritten.set(key, serialised);
}

/** persist `merge`: the stored values, with the changes made before hydration on top. */
function mergePersisted(persisted: unknown, current: ShopStore): ShopStore {
  const stored = (persisted ?? {}) as Partial<PersistedShop>;
  const { consent: consentPatch, purchased } = preHydrationChanges;
  return {
    ...current,
    consent: stored.consent ? { ...stored.consent, ...consentPatch } : current.consent,
    purchasedProducts: stored.purchasedProducts
      ? capPurchased([...stored.purchasedProducts, ...purchased])
      : current.purchasedProducts,
  };
}

/** After hydration: writes the keys the shopper changed before it (now merged into the state). */
function flushPreHydrationChanges(state: ShopStore | undefined): void {
  const { consent, purchased } = preHydrationChanges;
  clearPreHydrationChanges();
  if (!state) return;
  if (consent) writeIfChanged(STORAGE_KEYS.consent, state.consent);
  if (purchased.length > 0) writeIfChanged(STORAGE_KEYS.purchasedProducts, state.purchasedProducts);
}

function isUnknownArray(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

/** Splits the persisted slice across the two SPEC keys (see the module comment). */
export const shopPersistStorage: PersistStorage<PersistedShop> = {
  getItem(): StorageValue<PersistedShop> | null {
    const storage = deps().storage;
    const storedList = readJson(storage, STORAGE_KEYS.purchasedProducts, isUnknownArray, {
      maxLength: MAX_PURCHASED_LENGTH,
    });
    const purchasedProducts = storedList ? sanitizePurchased(storedList) : null;
    const consent = readJson(storage, STORAGE_KEYS.consent, isConsent, {
      maxLength: MAX_CONSENT_LENGTH,
    });
    if (storedList && purchasedProducts) {
      const repaired = JSON.stringify(purchasedProducts);
      if (repaired !== JSON.stringify(storedList)) {
        // Written back at once (not only on the next change), so the next read is clean.
        console.warn(
          `[storage] repaired "${STORAGE_KEYS.purchasedProducts}": kept ${purchasedProducts.length} of ${storedList.length} entries`,
        );
        safeSetItem(storage, STORAGE_KEYS.purchasedProducts, repaired);
      }
      lastWritten.set(STORAGE_KEYS.purchasedProducts, repaired);
    }
    if (consent) lastWritten.set(STORAGE_KEYS.consent, JSON.stringify(consent));
    if (!purchasedProducts && !consent) return null;
    // Only what was found: `mergePersisted` keeps the current value for anything missing.
    const state = {
      ...(purchasedProducts ? { purchasedProducts } : {}),
      ...(consent
        ? {
            consent: {
              emailOptIn: consent.emailOptIn,
              smsOptIn: consent.smsOptIn,
              analytics: consent.analytics ?? null,
              advertising: consent.advertising ?? null,
            },
          }
        : {}),
    } as PersistedShop;
    return { state, version: 0 };
  },
  setItem(_name, value) {
    if (!persistReady) return;
    writeIfChanged(STORAGE_KEYS.purchasedProducts, value.state.purchasedProducts);
    writeIfChanged(STORAGE_KEYS.consent, value.state.consent);
  },
  removeItem() {
    lastWritten.delete(STORAGE_KEYS.purchasedProducts);
    lastWritten.delete(STORAGE_KEYS.consent);
    safeRemoveItem(deps().storage, STORAGE_KEYS.purchasedProducts);
    safeRemoveItem(deps().storage, STORAGE_KEYS.consent);
  },
};

// ---- deriving state from the cart -----------------------------------------------------------

/** SPEC §3 "Cart line (shop state)". */
export function toShopCartLine(line: CartLine): ShopCartLine {
  const variant = line.merchandise;
  return {
    lineId: line.id,
    variantId: shortId(variant.id),
    quantity: line.quantity,
    price: displayedUnitPrice(line).amount,
    variant: {
      title: variant.title,
      imageUrl: variant.image?.url ?? null,
      sku: variant.sku,
      options: variantOptionText(variant.selectedOptions),
      productType: variant.product.productType,
      priceAmount: variant.price.amount,
    },
  };
}

const EMPTY_PRODUCTS: ShopCartLine[] = [];
const EMPTY_LINES: CartLine[] = [];

/** `products` for a cart; a stable empty array when it has no lines. */
function productsOf(cart: Cart | null): ShopCartLine[] {
  return cart && cart.lines.length > 0 ? cart.lines.map(toShopCartLine) : EMPTY_PRODUCTS;
}

function variantName(variant: Variant): string {
  return variant.title && variant.title !== DEFAULT_VARIANT_TITLE
    ? `${variant.product.title} (${variant.title})`
    : variant.product.title;
}

/** The first line of `after` that is new or holds more than it did in `before` (by merge key). */
function grownLine(before: readonly CartLine[], after: readonly CartLine[]): CartLine | undefined {
  const held = new Map(before.map((l) => [cartLineMergeKey(l), l.quantity]));
  return after.find((l) => l.quantity > (held.get(cartLineMergeKey(l)) ?? 0));
}

function lineName(line: CartLine | undefined): string {
  return line ? variantName(line.merchandise) : 'the item';
}

// ---- the store ------------------------------------------------------------------------------

export const useShopStore = create<ShopStore>()(
  persist(
    (set, get) => {
      const findLine = (lineId: string) => get().cart?.lines.find((l) => l.id === lineId);

      /** Shopper-facing result of a cart action: an announcement, or an error message. */
      const report = (outcome: CartOpOutcome, success: string, failure: string) => {
        if (outcome.ok) set({ announcement: success, cartError: null });
        else set({ cartError: failure });
      };

      return {
        cartOpen: false,
        purchasedProducts: [],
        products: EMPTY_PRODUCTS,
        consent: DEFAULT_CONSENT,
        selectedActivePriceCard: null,
        addToBasketBtnVisible: { visible: false, buttonRef: null, productsSelectionRef: null },
        cartSummaryHexColor: null,
        cart: null,
        navStyle: 'regular',
        discount: null,
        discountSettings: null,
        purchasedIntent: null,
        currentInvoice: null,
        skipLogin: false,
        cartSettings: null,
        pending: false,
        announcement: '',
        cartError: null,

        toggleCart: (open) => set((s) => ({ cartOpen: open ?? !s.cartOpen })),

        async initCart() {
          // Failures are logged by the engine; SPEC §8 shows no message for them.
          await withEngine((e) => e.init());
        },

        async addToCart({ variant, quantity, sellingPlanId = null, replacement }) {
          // SPEC §4: after an add the drawer opens; it opens at once on the optimistic line. The
          // announcement is cleared first so that adding the same thing twice is announced twice.
          const before = get().cart?.lines ?? [];
          set({ cartOpen: true, cartError: null, announcement: '' });
          // SPEC §4's A/B swap is decided here, once, before the engine sees the add.
          const chosen = variantToAdd(variant, replacement, before, deps().random);
          const outcome = await withEngine((e) =>
            e.add({ variant: chosen, quantity, sellingPlanId }),
          );
          // Name what landed: with an A/B swap that is not always the variant that was asked for.
          const landed = grownLine(before, outcome.cart?.lines ?? []);
          const name = landed ? variantName(landed.merchandise) : variantName(variant);
          report(
            outcome,
            `Added ${name} to your basket`,
            `Sorry, we couldn't add ${variantName(variant)} to your basket. Please try again.`,
          );
        },

        updateLineQuantity(lineId, action) {
          const line = findLine(lineId);
          const name = lineName(line);
          set({ cartOpen: true, cartError: null, announcement: '' });
          if (action === 'none') {
            // SPEC §4: the drawer opens and the product list is refreshed after every update;
            // 'none' changes no quantity, so nothing is sent.
            refreshProducts();
            return;
          }
          void withEngine((e) => e.changeQuantity(lineId, action)).then((outcome) => {
            // Coalesced clicks settle together; announce the quantity that landed. The line id
            // may have changed meanwhile (a just-added line), its merge key has not.
            const key = line ? cartLineMergeKey(line) : null;
            const landed = outcome.cart?.lines.find((l) => cartLineMergeKey(l) === key);
            const success = landed
              ? `${name}: quantity ${landed.quantity}`
              : `Removed ${name} from your basket`;
            report(outcome, success, `Sorry, we couldn't update ${name}. Please try again.`);
          });
        },

        removeLine(lineId) {
          const name = lineName(findLine(lineId));
          set({ cartOpen: true, cartError: null, announcement: '' });
          void withEngine((e) => e.removeLine(lineId)).then((outcome) =>
            report(
              outcome,
              `Removed ${name} from your basket`,
              `Sorry, we couldn't remove ${name}. Please try again.`,
            ),
          );
        },

        async applyDiscountCode(code) {
          const outcome = await withEngine((e) => e.applyDiscountCode(code));
          // SPEC §8: discount failures are logged only; the shopper sees no message.
          if (!outcome.ok)
            console.warn('[shop] the discount code could not be applied', outcome.error);
        },

        setConsent: (consent) => {
          if (!persistReady)
            preHydrationChanges.consent = { ...preHydrationChanges.consent, ...consent };
          set((s) => ({ consent: { ...s.consent, ...consent } }));
        },
        setNavStyle: (navStyle) => set({ navStyle }),
        setSelectedActivePriceCard: (selectedActivePriceCard) => set({ selectedActivePriceCard }),
        setAddToBasketBtnVisible: (v) =>
          set((s) => ({ addToBasketBtnVisible: { ...s.addToBasketBtnVisible, ...v } })),
        setCartSummaryHexColor: (cartSummaryHexColor) => set({ cartSummaryHexColor }),
        setDiscount: (discount) => set({ discount }),
        setDiscountSettings: (discountSettings) => set({ discountSettings }),
        setCartSettings: (cartSettings) => set({ cartSettings }),
        addPurchasedProduct: (id) => {
          if (!persistReady && !preHydrationChanges.purchased.includes(id))
            preHydrationChanges.purchased.push(id);
          set((s) =>
            s.purchasedProducts.includes(id)
              ? s
              : { purchasedProducts: capPurchased([...s.purchasedProducts, id]) },
          );
        },
        clearCartError: () => set({ cartError: null }),

        async checkCartAvailability() {
          await withEngine((e) => e.ensureCart());
        },
        async syncCartAttributes(attributes) {
          await withEngine((e) => e.updateAttributes(attributes));
        },
        async loadCartById(cartId) {
          const outcome = await withEngine((e) => e.adoptCart(cartId));
          if (outcome.ok) set({ cartOpen: true });
        },
        markCheckoutStarted() {
          void withEngine(async (e) => e.markCheckoutStarted());
        },
        setPurchasedIntent: (purchasedIntent) => set({ purchasedIntent }),
        setCurrentInvoice: (currentInvoice) => set({ currentInvoice }),
        setSkipLogin: (skipLogin) => set({ skipLogin }),
      };
    },
    {
      // Required by persist, but not a storage key here: shopPersistStorage writes the SPEC keys.
      name: 'shop',
      storage: shopPersistStorage,
      partialize: (s): PersistedShop => ({
        purchasedProducts: s.purchasedProducts,
        consent: s.consent,
      }),
      // The keys carry their own version suffix (V2.0.0); a new shape gets new key names.
      version: 0,
      skipHydration: true,
      merge: mergePersisted,
      onRehydrateStorage: () => (state) => {
        persistReady = true;
        flushPreHydrationChanges(state);
      },
    },
  ),
);

// ---- the cart engine behind the store -------------------------------------------------------

/** Re-derives `products` from the engine's current view (SPEC §4 "the product list is refreshed"). */
function refreshProducts(): void {
  const cart = engine ? engine.getCart() : useShopStore.getState().cart;
  useShopStore.setState({ cart, products: productsOf(cart) });
}

function onCartChange(cart: Cart | null, meta: CartChangeMeta): void {
  const state = useShopStore.getState();
  const products = cart === state.cart ? state.products : productsOf(cart);
  useShopStore.setState({ cart, products, pending: meta.pending });
}

/**
 * The store's cart engine, loaded and created on first use (never during server rendering). The
 * module comes by dynamic import, so the engine is not part of the first-load bundle.
 */
export function loadCartEngine(): Promise<CartEngine> {
  if (engine) return Promise.resolve(engine);
  engineLoad ??= import('./cart-engine').then(({ buildCartEngine, connectCrossTab }) => {
    const d = deps();
    engine ??= buildCartEngine(
      {
        api: d.api,
        storage: d.storage,
        ...(d.coalesceMs !== undefined ? { coalesceMs: d.coalesceMs } : {}),
        onChange: onCartChange,
      },
      d.tracker,
    );
    if (d.crossTab && !disconnectCrossTab) disconnectCrossTab = connectCrossTab(engine);
    return engine;
  });
  return engineLoad;
}

/**
 * Runs `run` on the engine: synchronously once it is loaded, so quick clicks reach the queue in
 * the order they came; after the load otherwise.
 */
function withEngine<T>(run: (cartEngine: CartEngine) => Promise<T>): Promise<T> {
  return engine ? run(engine) : loadCartEngine().then(run);
}

/**
 * Restores persisted state after mount: purchased products and consent (zustand rehydrate), and
 * the stored cart (shown at once, verified by `initCart`). Connects the cart to other tabs once.
 * Safe to call more than once.
 */
export async function rehydrateShopStore(): Promise<void> {
  await useShopStore.persist.rehydrate();
  const cartEngine = await loadCartEngine();
  if (!cartEngine.getConfirmedCart()) cartEngine.loadStored();
}

/**
 * Replaces the store's dependencies (tests; an app that wants another API client) and resets
 * the store. Omitted fields fall back to the defaults.
 */
export function configureShopStore(next: Partial<ShopStoreDeps>): void {
  overrides = next;
  resetShopStore();
}

/** Back to the initial state with a fresh engine; storage is left as it is. For tests. */
export function resetShopStore(): void {
  engine?.destroy();
  engine = null;
  engineLoad = null;
  disconnectCrossTab?.();
  disconnectCrossTab = null;
  resolvedDeps = null;
  persistReady = false;
  lastWritten.clear();
  clearPreHydrationChanges();
  useShopStore.setState(useShopStore.getInitialState(), true);
}

// ---- selectors (one value each; see STYLE §4) -----------------------------------------------

/** Sum of line quantities. */
export const selectCartCount = (s: ShopState): number => cartCount(s.cart);

/** SPEC §4: the first code is applicable, or the lines carry a non-zero discount. */
export const selectIsDiscountApplied = (s: ShopState): boolean => isDiscountApplied(s.cart);

/** The cart's lines; a stable empty array when there is no cart, so the selector never loops. */
export const selectCartLines = (s: ShopState): CartLine[] => s.cart?.lines ?? EMPTY_LINES;

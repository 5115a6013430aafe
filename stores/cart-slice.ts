/**
 * The cart slice (SPEC §3 shop state, §4 cart): the drawer, the actions that call the engine in
 * lib/cart, and the announcement or shopper-facing error each action ends with. The optimistic
 * cart itself comes from the engine's view, which the store subscribes to (shop-store.ts).
 */
import type { CartEngine, CartOpOutcome } from '@/lib/cart/engine';
import { cartLineMergeKey } from '@/lib/cart/rules';
import { variantToAdd } from '@/lib/experiments/ab-swap';
import { EMPTY_PRODUCTS, grownLine, lineName, productsOf, variantName } from './cart-lines';
import type { ShopRuntime } from './shop-runtime';
import type { CartSlice, ShopStore, SliceCreator } from './shop-types';

type Set = Parameters<SliceCreator<CartSlice>>[0];
type Get = () => ShopStore;

/** What every cart action uses: the engine, and how an action starts and ends for the shopper. */
function actionContext(runtime: ShopRuntime, set: Set, get: Get) {
  // Synchronous once the engine is loaded, so quick clicks reach its queue in the order they came.
  const withEngine = <T>(run: (engine: CartEngine) => Promise<T>): Promise<T> => {
    const engine = runtime.engine();
    return engine ? run(engine) : runtime.loadEngine().then(run);
  };
  const findLine = (lineId: string) => get().cart?.lines.find((l) => l.id === lineId);
  /** Shopper-facing result of a cart action: an announcement, or an error message. */
  const report = (outcome: CartOpOutcome, success: string, failure: string) => {
    if (outcome.ok) set({ announcement: success, cartError: null });
    else set({ cartError: failure });
  };
  /** Clears the live text first, so that the same action twice is announced twice. */
  const startAction = () => set({ cartOpen: true, cartError: null, announcement: '' });
  return { runtime, set, get, withEngine, findLine, report, startAction };
}

/** The actions on lines: add, change a quantity, remove; each ends with an announcement. */
function lineActions({
  runtime,
  set,
  get,
  withEngine,
  findLine,
  report,
  startAction,
}: ReturnType<typeof actionContext>): Pick<
  CartSlice,
  'addToCart' | 'updateLineQuantity' | 'removeLine'
> {
  return {
    async addToCart({ variant, quantity, sellingPlanId = null, replacement }) {
      // SPEC §4: after an add the drawer opens; it opens at once on the optimistic line.
      const before = get().cart?.lines ?? [];
      startAction();
      // SPEC §4's A/B swap rule is applied here, once, before the engine sees the add; the page
      // drew the swap (it shows the replacement), so the store draws nothing itself.
      const chosen = variantToAdd(variant, replacement, before);
      const outcome = await withEngine((e) => e.add({ variant: chosen, quantity, sellingPlanId }));
      // Name what landed: with an A/B swap that is not always the variant that was asked for.
      const landed = grownLine(before, outcome.cart?.lines ?? []);
      report(
        outcome,
        `Added ${variantName(landed ? landed.merchandise : variant)} to your basket`,
        `Sorry, we couldn't add ${variantName(variant)} to your basket. Please try again.`,
      );
    },

    updateLineQuantity(lineId, action) {
      const line = findLine(lineId);
      const name = lineName(line);
      startAction();
      if (action === 'none') {
        // SPEC §4: the product list is refreshed after every update; 'none' sends nothing.
        const engine = runtime.engine();
        const cart = engine ? engine.getCart() : get().cart;
        set({ cart, products: productsOf(cart) });
        return;
      }
      void withEngine((e) => e.changeQuantity(lineId, action)).then((outcome) => {
        // Coalesced clicks settle together; announce the quantity that landed. The line id may
        // have changed meanwhile (a just-added line), its merge key has not.
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
      startAction();
      void withEngine((e) => e.removeLine(lineId)).then((outcome) =>
        report(
          outcome,
          `Removed ${name} from your basket`,
          `Sorry, we couldn't remove ${name}. Please try again.`,
        ),
      );
    },
  };
}

export const createCartSlice =
  (runtime: ShopRuntime): SliceCreator<CartSlice> =>
  (set, get) => {
    const ctx = actionContext(runtime, set, get);
    const { withEngine } = ctx;

    return {
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

      toggleCart: (open) => set((s) => ({ cartOpen: open ?? !s.cartOpen })),

      async initCart() {
        // Failures are logged by the engine; SPEC §8 shows no message for them.
        await withEngine((e) => e.init());
      },

      ...lineActions(ctx),

      async applyDiscountCode(code) {
        const outcome = await withEngine((e) => e.applyDiscountCode(code));
        // SPEC §8: discount failures are logged only; the shopper sees no message.
        if (!outcome.ok)
          console.warn('[shop] the discount code could not be applied', outcome.error);
      },

      setCartSettings: (cartSettings) => set({ cartSettings }),
      clearCartError: () => set({ cartError: null }),

      async checkCartAvailability() {
        await withEngine((e) => e.init()); // SPEC §4: the availability check is the initialisation
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
    };
  };

import { startTransition, useCallback, useEffect, useState } from 'react';
import { CartLineItem } from '@/components/cart/CartLineItem';
import { CartSummary } from '@/components/cart/CartSummary';
import { whenIdle } from '@/lib/idle';
import { CURRENCY } from '@/lib/pricing/constants';
import type { Cart, CartLine } from '@/lib/shopify/types';
import styles from './cart-drawer.module.css';

/**
 * A rehearsal of the drawer's first add (issue 20). The first line a page ever draws in the
 * drawer costs more than the next ones: the browser styles and lays out the line and the summary
 * for the first time (their text sizes never shaped before), and the code that renders them runs
 * for the first time. In the click of a first add, on a product page of this build, that was about
 * 25 ms of a 35 to 50 ms task; a second add, with all of it warm, took 15 to 23.
 *
 * So once the closed drawer is built and the page is idle again, one sample line and the summary
 * are rendered into it, `inert` and `aria-hidden`, while the closed dialog is laid out but hidden
 * (CartDrawer's `data-rehearsing`, `visibility: hidden` in its CSS module): never seen, reached or
 * announced. The browser lays them out in its next frame, and they are removed after it. Once per
 * page load, and not while the drawer is open (the shopper's own add has then done the work).
 */

const price = (amount: string) => ({ amount, currencyCode: CURRENCY });

/**
 * The sample: one line of one product with an option, at a price; no image, so no download.
 * Written out rather than built as an add builds its line (lib/cart/optimistic's `applyAdd` on a
 * `placeholderCart()`): that module and its price estimates, about 1.3 kB gzip, would join the
 * drawer's chunk, which every page loads after hydration, for this one constant.
 */
const SAMPLE_LINE: CartLine = {
  id: 'rehearsal-line',
  quantity: 1,
  cost: {
    amountPerQuantity: price('9.50'),
    compareAtAmountPerQuantity: null,
    subtotalAmount: price('9.50'),
    totalAmount: price('9.50'),
  },
  attributes: [],
  sellingPlanAllocation: null,
  discountAllocations: [],
  merchandise: {
    id: 'rehearsal-variant',
    shortId: '0',
    title: '250 g',
    sku: null,
    availableForSale: true,
    selectedOptions: [{ name: 'Size', value: '250 g' }],
    image: null,
    price: price('9.50'),
    compareAtPrice: null,
    custom: {
      upgradeVariantId: null,
      upgradeButtonTextOverride: null,
      abTestSwapChance: null,
      abTestSwapVariantId: null,
    },
    product: {
      id: 'rehearsal-product',
      title: 'Sample product',
      handle: 'sample',
      tags: [],
      productType: '',
      sellingPlanGroups: [],
    },
    sellingPlanAllocations: [],
  },
};

const SAMPLE_CART: Cart = {
  id: '',
  checkoutUrl: '',
  totalQuantity: 1,
  lines: [SAMPLE_LINE],
  cost: {
    totalAmount: price('9.50'),
    subtotalAmount: price('9.50'),
    totalTaxAmount: null,
    totalDutyAmount: null,
  },
  discountCodes: [],
  discountAllocations: [],
  attributes: [],
};

const noop = () => {};

// Once per page load: the drawer stays mounted from then on, and what was warmed stays warm.
let rehearsed = false;

/** For tests: the next drawer rehearses again. */
export function resetRehearsal(): void {
  rehearsed = false;
}

/** Whether the rehearsal is on now; it starts at idle after the drawer's mount, while closed. */
export function useRehearsal(open: boolean): { on: boolean; done: () => void } {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (rehearsed) return;
    let live = true;
    whenIdle(() => {
      if (!live || rehearsed) return;
      rehearsed = true;
      // A transition: a shopper's click in the meantime comes first.
      startTransition(() => setOn(true));
    });
    return () => {
      live = false;
    };
  }, []);
  const done = useCallback(() => setOn(false), []);
  // Open at idle, or opened by an add in the one frame it is on: the shopper's own add does the
  // work, and the rehearsal ends there (state that follows a prop, set during render as React's
  // docs show; React renders again at once, before any child sees `on`).
  if (on && open) setOn(false);
  return { on, done };
}

/** The sample line and summary, for the closed dialog; `onDone` once the browser laid them out. */
export function DrawerRehearsal({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    // requestAnimationFrame runs just before the frame's style and layout; the timeout after them.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onDone, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [onDone]);
  return (
    <div className={styles.rehearsal} aria-hidden="true" inert data-rehearsal="">
      <ul className={styles.lines}>
        <CartLineItem line={SAMPLE_LINE} currency={CURRENCY} onNavigate={noop} />
      </ul>
      <CartSummary
        cart={SAMPLE_CART}
        currency={CURRENCY}
        checkoutLabel="Checkout"
        note={null}
        pending={false}
      />
    </div>
  );
}

import { useCallback, useRef } from 'react';
import { CART_DRAWER_TITLE_ID, CartDrawerHead } from '@/components/cart/CartDrawerHead';
import { CartDiscountCodes } from '@/components/cart/CartDiscountCodes';
import { CartEmpty } from '@/components/cart/CartEmpty';
import { CartLineItem } from '@/components/cart/CartLineItem';
import { CART_BUTTON_ID } from '@/components/cart/CartButton';
import { CartAnnouncer, CartErrorMessage } from '@/components/cart/CartStatus';
import { CartSummary } from '@/components/cart/CartSummary';
import { useDrawerUpkeep } from '@/components/cart/use-drawer-upkeep';
import { useModal } from '@/components/modal/use-modal';
import { cartCurrency } from '@/lib/pricing';
import { selectCartCount, useShopStore } from '@/stores/shop-store';
import styles from './cart-drawer.module.css';

const DEFAULT_CHECKOUT_LABEL = 'Checkout';
/**
 * The checkout link's visible label and, when needed, its accessible name. The CMS label is always
 * what the shopper sees; when it lacks the word "checkout" (say "Pay now"), the name becomes
 * "Checkout: Pay now", so assistive technology (and the browser tests) still find a checkout link
 * and the visible words stay part of the name.
 */
function checkoutLabelFrom(setting: string | null): { label: string; name: string | undefined } {
  const label = setting ?? DEFAULT_CHECKOUT_LABEL;
  return { label, name: /checkout/i.test(label) ? undefined : `Checkout: ${label}` };
}

/**
 * The side cart drawer: a native `<dialog>` named by its heading, shown with `showModal()` while
 * `open` (useModal: scroll lock, inert background, focus trap, Esc to close and focus returned to
 * the opener). The shell mounts it closed once the page is idle, so an add only has to draw its
 * line, not build the drawer.
 */
export function CartDrawer({ open }: { open: boolean }) {
  const cart = useShopStore((s) => s.cart);
  const count = useShopStore(selectCartCount);
  const pending = useShopStore((s) => s.pending);
  const cartSettings = useShopStore((s) => s.cartSettings);
  const toggleCart = useShopStore((s) => s.toggleCart);
  const cartError = useShopStore((s) => s.cartError);
  const clearCartError = useShopStore((s) => s.clearCartError);
  const markCheckoutStarted = useShopStore((s) => s.markCheckoutStarted);

  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const close = useCallback(() => toggleCart(false), [toggleCart]);
  useModal(dialogRef, { open, onClose: close, fallbackFocusId: CART_BUTTON_ID });

  const lineCount = cart?.lines.length ?? 0;
  useDrawerUpkeep({ open, close, dialogRef, titleRef, lineCount, error: cartError });

  const currency = cartCurrency(cart);
  const checkout = checkoutLabelFrom(cartSettings?.checkoutButtonLabel ?? null);
  const error = cartError ? (
    <CartErrorMessage message={cartError} onDismiss={clearCartError} variant="inline" />
  ) : null;

  return (
    // aria-modal is what showModal() implies; ARCHITECTURE.md's contract names the attribute.
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={CART_DRAWER_TITLE_ID}
      className={styles.panel}
    >
      <CartAnnouncer active={open} />
      <CartDrawerHead titleRef={titleRef} count={count} pending={pending} onClose={close} />

      {cart && lineCount > 0 ? (
        <>
          {/* Busy while a change is in flight: the lines and totals are about to change, the
              rest of the dialog (close, headings) is not. */}
          <ul className={styles.lines} aria-label="Items in your basket" aria-busy={pending}>
            {cart.lines.map((line) => (
              <CartLineItem key={line.id} line={line} currency={currency} onNavigate={close} />
            ))}
          </ul>
          {/* Keyed by open: each opening starts with an empty field and no old message. */}
          <CartDiscountCodes key={String(open)} cart={cart} currency={currency} />
          {error}
          <CartSummary
            cart={cart}
            currency={currency}
            checkoutLabel={checkout.label}
            checkoutAccessibleName={checkout.name}
            note={cartSettings?.freeShippingText ?? null}
            pending={pending}
            onCheckout={() => markCheckoutStarted()}
          />
        </>
      ) : (
        <>
          {error}
          <CartEmpty
            text={cartSettings?.emptyCartText ?? null}
            buttonLabel={cartSettings?.emptyCartButtonLabel ?? null}
            onNavigate={close}
          />
        </>
      )}
    </dialog>
  );
}

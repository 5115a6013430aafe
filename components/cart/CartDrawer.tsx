import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef } from 'react';
import { CartLineItem } from '@/components/cart/CartLineItem';
import { CART_BUTTON_ID } from '@/components/cart/CartButton';
import { CartAnnouncer, CartErrorMessage } from '@/components/cart/CartStatus';
import { CartSummary } from '@/components/cart/CartSummary';
import { useModal } from '@/components/modal/use-modal';
import { CloseButton } from '@/components/ui/CloseButton';
import { ShopLink } from '@/components/ui/ShopLink';
import { cartCurrency } from '@/lib/pricing';
import { selectCartCount, useShopStore } from '@/stores/shop-store';
import styles from './cart-drawer.module.css';

const CART_DRAWER_TITLE_ID = 'cart-drawer-title';

const DEFAULT_CHECKOUT_LABEL = 'Checkout';
/** The empty basket's button when the cart settings give no `empty_cart_button_label`. */
const DEFAULT_EMPTY_CART_BUTTON_LABEL = 'Continue shopping';

/** A cart setting's text, trimmed, or null when it is missing, blank or not a string. */
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
  const summaryColor = useShopStore((s) => s.cartSummaryHexColor);
  const cartSettings = useShopStore((s) => s.cartSettings);
  const toggleCart = useShopStore((s) => s.toggleCart);
  const cartError = useShopStore((s) => s.cartError);
  const clearCartError = useShopStore((s) => s.clearCartError);
  const markCheckoutStarted = useShopStore((s) => s.markCheckoutStarted);
  const router = useRouter();

  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const close = useCallback(() => toggleCart(false), [toggleCart]);
  useModal(dialogRef, { open, onClose: close, fallbackFocusId: CART_BUTTON_ID });

  // Following a link inside the drawer navigates; the drawer closes with it.
  useEffect(() => {
    if (!open) return;
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events, close, open]);

  const lineCount = cart?.lines.length ?? 0;
  // When the focused control disappears (its line removed or decreased to zero, or the error
  // box dismissed or cleared), focus would fall to <body>, outside the trap: keep it in the
  // dialog, on its heading.
  useEffect(() => {
    const dialog = dialogRef.current;
    const active = document.activeElement;
    if (open && dialog && (!active || active === document.body || !dialog.contains(active)))
      titleRef.current?.focus();
    // Runs when the lines or the error change, not when the drawer opens (showModal() places
    // focus then).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lineCount, cartError]);

  const currency = cartCurrency(cart);
  const emptyText = cartSettings?.emptyCartText ?? null;
  const emptyButtonLabel = cartSettings?.emptyCartButtonLabel ?? DEFAULT_EMPTY_CART_BUTTON_LABEL;
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
      <div className={styles.head}>
        <h2 id={CART_DRAWER_TITLE_ID} ref={titleRef} tabIndex={-1} className={styles.title}>
          Your basket
        </h2>
        {count > 0 ? (
          <span className={styles.count}>
            {count} {count === 1 ? 'item' : 'items'}
          </span>
        ) : null}
        <span className={styles.spinner} data-active={pending} aria-hidden="true" />
        <CloseButton label="Close basket" onClick={close} className={styles.close} />
      </div>

      {cart && lineCount > 0 ? (
        <>
          {/* Busy while a change is in flight: the lines and totals are about to change, the
              rest of the dialog (close, headings) is not. */}
          <ul className={styles.lines} aria-label="Items in your basket" aria-busy={pending}>
            {cart.lines.map((line) => (
              <CartLineItem key={line.id} line={line} currency={currency} onNavigate={close} />
            ))}
          </ul>
          {error}
          <CartSummary
            cart={cart}
            currency={currency}
            backgroundColor={summaryColor}
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
          <div className={styles.empty}>
            {/* The CMS text replaces the default wording entirely (it usually says "empty" itself). */}
            {emptyText ? (
              <p className={styles.emptyTitle}>{emptyText}</p>
            ) : (
              <>
                <p className={styles.emptyTitle}>Your basket is empty</p>
                <p className={styles.emptyText}>
                  Freshly roasted coffee, loose-leaf tea and pantry treats are waiting.
                </p>
              </>
            )}
            <ShopLink href="/#shop" className="btn btn-primary" onClick={close}>
              {emptyButtonLabel}
            </ShopLink>
          </div>
        </>
      )}
    </dialog>
  );
}

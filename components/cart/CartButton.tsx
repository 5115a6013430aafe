import { BagIcon } from '@/components/ui/Icons';
import { selectCartCount, useShopStore } from '@/stores/shop-store';
import styles from './cart-button.module.css';

/** Id of the header basket button; the drawer returns focus here when its opener is gone. */
export const CART_BUTTON_ID = 'basket-button';

/** The header basket button: toggles the drawer and shows the item count. */
export function CartButton() {
  const count = useShopStore(selectCartCount);
  const cartOpen = useShopStore((s) => s.cartOpen);
  const toggleCart = useShopStore((s) => s.toggleCart);
  // The name comes from the content ("Basket, 3 items") so the visible words are part of it; the
  // punctuation and "items" are visually hidden beside the badge.
  const unit = count === 1 ? 'item' : 'items';
  return (
    <button
      type="button"
      id={CART_BUTTON_ID}
      className={styles.button}
      aria-haspopup="dialog"
      aria-expanded={cartOpen}
      onClick={() => toggleCart()}
    >
      <BagIcon />
      <span className={styles.text}>
        Basket<span className="visually-hidden">,</span>
      </span>{' '}
      <span className={count > 0 ? styles.badge : 'visually-hidden'}>{count}</span>{' '}
      <span className="visually-hidden">{unit}</span>
    </button>
  );
}

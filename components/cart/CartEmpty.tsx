import Link from 'next/link';
import styles from './cart-drawer.module.css';

/** The empty basket's button when the cart settings give no `empty_cart_button_label`. */
const DEFAULT_EMPTY_CART_BUTTON_LABEL = 'Continue shopping';

/**
 * The empty basket: the CMS text (which replaces the default wording entirely; it usually says
 * "empty" itself) or ours, and a link back to the shop that closes the drawer.
 */
export function CartEmpty({
  text,
  buttonLabel,
  onNavigate,
}: {
  text: string | null;
  buttonLabel: string | null;
  onNavigate: () => void;
}) {
  return (
    <div className={styles.empty}>
      {text ? (
        <p className={styles.emptyTitle}>{text}</p>
      ) : (
        <>
          <p className={styles.emptyTitle}>Your basket is empty</p>
          <p className={styles.emptyText}>
            Freshly roasted coffee, loose-leaf tea and pantry treats are waiting.
          </p>
        </>
      )}
      <Link prefetch={false} href="/#shop" className="btn btn-primary" onClick={onNavigate}>
        {buttonLabel ?? DEFAULT_EMPTY_CART_BUTTON_LABEL}
      </Link>
    </div>
  );
}

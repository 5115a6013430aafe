import { MinusIcon, PlusIcon } from '@/components/ui/MoreIcons';
import type { CartLine } from '@/lib/shopify/types';
import { useShopStore } from '@/stores/shop-store';
import styles from './cart-drawer.module.css';

/** A basket line's quantity stepper and remove button; each click goes straight to the store. */
export function CartLineControls({ line, label }: { line: CartLine; label: string }) {
  const updateLineQuantity = useShopStore((s) => s.updateLineQuantity);
  const removeLine = useShopStore((s) => s.removeLine);
  return (
    <div className={styles.lineControls}>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepperButton}
          aria-label={`Decrease quantity of ${label}`}
          onClick={() => updateLineQuantity(line.id, 'decrease')}
        >
          <MinusIcon />
        </button>
        <span className={styles.quantity}>
          <span className="visually-hidden">Quantity </span>
          {line.quantity}
        </span>
        <button
          type="button"
          className={styles.stepperButton}
          aria-label={`Increase quantity of ${label}`}
          onClick={() => updateLineQuantity(line.id, 'increase')}
        >
          <PlusIcon />
        </button>
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${label}`}
        onClick={() => removeLine(line.id)}
      >
        Remove
      </button>
    </div>
  );
}

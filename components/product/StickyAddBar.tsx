import styles from './product-page.module.css';

interface Props {
  title: string;
  priceText: string;
  onAdd: () => void;
}

/** Mobile bar that keeps "Add to basket" in reach after the main button scrolls away. */
export function StickyAddBar({ title, priceText, onAdd }: Props) {
  return (
    <div className={styles.sticky} role="region" aria-label="Quick add">
      <div className={styles.stickyText}>
        <p className={styles.stickyTitle}>{title}</p>
        <p className={styles.stickyPrice}>{priceText}</p>
      </div>
      <button type="button" className="btn btn-primary" onClick={onAdd}>
        Add to basket
      </button>
    </div>
  );
}

import { useEffect, useEffectEvent, useRef } from 'react';
import { ProductCard } from '@/components/product/ProductCard';
import type { ListingProduct } from './listing-product';
import styles from './listing.module.css';

interface Props {
  products: readonly ListingProduct[];
  /** A product link was followed (mouse, keyboard or tap); `index` is 0-based. */
  onProductClick?: (product: ListingProduct, index: number) => void;
  /** After more products came in: the index of the first new one, whose link takes the focus. */
  focusIndex?: number | null;
}

/** The products of a listing, each a catalogue card (one link to the product page). */
export function ListingGrid({ products, onProductClick, focusIndex = null }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const clicked = useEffectEvent((index: number) => {
    const product = products[index];
    if (product) onProductClick?.(product, index);
  });

  // One listener for every card: a click on (or Enter in) a card's link, read from the DOM.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onClick = (event: MouseEvent) => {
      const item = (event.target as Element).closest<HTMLElement>('li[data-index]');
      if (!item || !(event.target as Element).closest('a')) return;
      clicked(Number(item.dataset.index));
    };
    list.addEventListener('click', onClick);
    return () => list.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelector<HTMLElement>(`li[data-index="${focusIndex}"] a`)?.focus();
  }, [focusIndex]);

  return (
    <ul ref={listRef} className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.card.handle} data-index={index}>
          <ProductCard product={product.card} />
        </li>
      ))}
    </ul>
  );
}

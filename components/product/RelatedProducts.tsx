import { ProductCard } from '@/components/product/ProductCard';
import type { ProductCardData } from '@/components/product/product-card-data';
import styles from './related.module.css';

/**
 * "You may also like": the platform's recommendations for the product (read at build and ISR
 * time), below the fold. Server-rendered cards whose pictures load lazily into boxes of fixed
 * aspect ratio, so nothing moves when they come; nothing at all when there are none.
 */
export function RelatedProducts({ products }: { products: readonly ProductCardData[] }) {
  if (products.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="related-heading">
      <h2 id="related-heading" className={styles.heading}>
        You may also like
      </h2>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.handle}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

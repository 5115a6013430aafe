import { ProductCard } from '@/components/product/ProductCard';
import type { ProductCardData } from '@/components/product/product-card-data';
import styles from './product-grid.module.css';

/** The catalogue grid. */
export function ProductGrid({ products }: { products: ProductCardData[] }) {
  return (
    <section id="shop" className={styles.section} aria-labelledby="shop-heading">
      <div className="container">
        <div className={styles.head}>
          <h2 id="shop-heading" className={styles.heading}>
            The range
          </h2>
          <p className={styles.sub}>
            {products.length} {products.length === 1 ? 'product' : 'products'} · free returns on
            unopened goods
          </p>
        </div>
        {products.length > 0 ? (
          <ul className={styles.grid}>
            {products.map((product) => (
              <li key={product.handle}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>Our shelves are being restocked. Please check back soon.</p>
        )}
      </div>
    </section>
  );
}

import Image from 'next/image';
import type { ProductCardData } from '@/components/product/product-card-data';
import { ShopLink } from '@/components/ui/ShopLink';
import { formatCatalogPrice } from '@/lib/pricing';
import styles from './product-card.module.css';

interface Props {
  product: ProductCardData;
  /** Cards above the fold load eagerly. */
  eager?: boolean;
}

/** A catalogue card: the whole card is one link (the title's, stretched), named by the product title. */
export function ProductCard({ product, eager = false }: Props) {
  const ranged = product.minPrice.amount !== product.maxPrice.amount;
  const price = formatCatalogPrice(product.minPrice.amount, product.minPrice.currencyCode);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {product.image ? (
          <Image
            src={product.image.url}
            alt={product.image.altText ?? ''}
            fill
            sizes="(max-width: 560px) 50vw, (max-width: 1100px) 33vw, 300px"
            className={styles.image}
            loading={eager ? 'eager' : 'lazy'}
            // Low: below the hero (the page's largest paint), these must not compete with it;
            // React also stops preloading them in the <head> ahead of it.
            fetchPriority={eager ? 'low' : 'auto'}
          />
        ) : null}
        {product.compareAtPrice ? (
          <span className={`${styles.tag} ${styles.sale}`}>Sale</span>
        ) : product.requiresSellingPlan ? (
          <span className={styles.tag}>Subscription</span>
        ) : product.hasSubscription ? (
          <span className={styles.tag}>Subscribe &amp; save</span>
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.type}>{product.productType}</p>
        <h3 className={styles.title}>
          <ShopLink href={`/products/${product.handle}`} className={styles.link}>
            {product.title}
          </ShopLink>
        </h3>
        <p className={styles.price}>
          {ranged ? <span className={styles.from}>From </span> : null}
          <span>{price}</span>
          {product.compareAtPrice ? (
            <s className={styles.was}>
              <span className="visually-hidden">was </span>
              {formatCatalogPrice(
                product.compareAtPrice.amount,
                product.compareAtPrice.currencyCode,
              )}
            </s>
          ) : null}
        </p>
      </div>
    </article>
  );
}

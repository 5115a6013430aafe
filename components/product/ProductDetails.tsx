import { lazy, Suspense, useEffect } from 'react';
import type { GalleryView } from '@/components/product/gallery-views';
import { ShopLink } from '@/components/ui/ShopLink';
import type { Product } from '@/lib/shopify/types';
import { shopAction } from '@/stores/shop-view';
import styles from './product-page.module.css';

// The gallery and the buy box are server-rendered, and their code (thumbnails, options, purchase
// options, prices, the A/B swap, the sticky bar: about 5 kB) is not in the first load: it is
// asked for as this module runs, and React hydrates each part once it is in, leaving the server's
// HTML as it is until then (lazy components inside Suspense). What a shopper does to them before
// then is kept: components/lazy/early-input.ts. A client navigation shows the parts once their code is in.
let partsCode: Promise<typeof import('./deferred-parts')> | undefined;
function loadParts() {
  partsCode ??= import('@/components/product/deferred-parts');
  partsCode.catch(() => {
    // The next render asks again.
    partsCode = undefined;
  });
  return partsCode;
}
const ProductGallery = lazy(() => loadParts().then((m) => ({ default: m.ProductGallery })));
const ProductPurchase = lazy(() => loadParts().then((m) => ({ default: m.ProductPurchase })));
if (typeof window !== 'undefined') void loadParts();

const PROMISES = [
  'Dispatched within 2 working days',
  'Subscriptions: skip, pause or cancel any time',
  'Recyclable packaging',
];

/**
 * The product page body. `product.descriptionHtml` must already be sanitised (getStaticProps runs
 * lib/html's sanitizeDescriptionHtml at build time).
 */
export function ProductDetails({
  product,
  gallery,
}: {
  product: Product;
  gallery: readonly GalleryView[];
}) {
  const setShowBackButton = shopAction('setShowBackButton');
  const setShowImageModal = shopAction('setShowImageModal');
  // The back button belongs to product pages (shown on mobile); the image modal never outlives one.
  useEffect(() => {
    setShowBackButton(true);
    return () => {
      setShowBackButton(false);
      setShowImageModal(false);
    };
  }, [setShowBackButton, setShowImageModal]);

  return (
    <div className={`container ${styles.layout}`}>
      <div className={styles.media}>
        <Suspense fallback={<div className={styles.mediaPlaceholder} aria-hidden="true" />}>
          <ProductGallery
            key={product.handle}
            images={product.images}
            views={gallery}
            title={product.title}
          />
        </Suspense>
      </div>
      <div className={styles.info}>
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <ol>
            <li>
              <ShopLink href="/#shop">Shop</ShopLink>
            </li>
            {product.productType ? <li>{product.productType}</li> : null}
          </ol>
        </nav>
        <h1 className={styles.title}>{product.title}</h1>
        <Suspense fallback={null}>
          <ProductPurchase key={product.handle} product={product} />
        </Suspense>
        <ul className={styles.promises}>
          {PROMISES.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        {product.descriptionHtml ? (
          <section className={styles.description} aria-labelledby="description-heading">
            <h2 id="description-heading" className={styles.sectionHeading}>
              About this product
            </h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
          </section>
        ) : null}
      </div>
    </div>
  );
}

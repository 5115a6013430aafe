import { useEffect } from 'react';
import { deferredPart } from '@/components/lazy/deferred-part';
import type { GalleryView } from '@/components/product/gallery-views';
import type { ProductCardData } from '@/components/product/product-card-data';
import Link from 'next/link';
import type { Product } from '@/lib/shopify/types';
import { useShopStore } from '@/stores/shop-store';
import styles from './product-page.module.css';
// The cards' styles with the page's own, not with the parts' chunk: their HTML is there before it.
import './related.module.css';
import './product-card.module.css';

// The gallery and the buy box are server-rendered, and their code (thumbnails, options, purchase
// options, prices, the A/B swap, the sticky bar: about 4 kB) is one chunk that is not in the first
// load (components/lazy/deferred-part.tsx). It is asked for as this module runs; the shell also
// fetches it at idle on every page, so a client navigation finds it here.
const loadParts = () => import('@/components/product/deferred-parts');
const ProductGallery = deferredPart(
  () => loadParts().then((m) => m.ProductGallery),
  <div className={styles.mediaPlaceholder} aria-hidden="true" />,
);
const ProductPurchase = deferredPart(() => loadParts().then((m) => m.ProductPurchase));
// Below the fold, in the same chunk. A part of its own, so that the page's HTML outside the parts
// stays small: React sends a part out of order, after the page, once the HTML before it passes
// its 12.8 kB chunk size, and the cards' 9 kB would push the gallery and buy box out.
const RelatedProducts = deferredPart(() => loadParts().then((m) => m.RelatedProducts));
if (typeof window !== 'undefined') void loadParts().catch(() => {});

/**
 * The product page body. `product.descriptionHtml` must already be sanitised (getStaticProps runs
 * lib/html's sanitizeDescriptionHtml at build time).
 */
export function ProductDetails({
  product,
  gallery,
  related,
}: {
  product: Product;
  gallery: readonly GalleryView[];
  /** The recommended products' cards ("You may also like"), below the product. */
  related: readonly ProductCardData[];
}) {
  const setShowBackButton = useShopStore((s) => s.setShowBackButton);
  const setShowImageModal = useShopStore((s) => s.setShowImageModal);
  // The back button belongs to product pages (shown on mobile); the image modal never outlives one.
  useEffect(() => {
    setShowBackButton(true);
    return () => {
      setShowBackButton(false);
      setShowImageModal(false);
    };
  }, [setShowBackButton, setShowImageModal]);

  return (
    <>
      <div className={`container ${styles.layout}`}>
        <div className={styles.media}>
          <ProductGallery
            key={product.handle}
            images={product.images}
            views={gallery}
            title={product.title}
            variants={product.variants}
          />
        </div>
        <div className={styles.info}>
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <ol>
              <li>
                <Link prefetch={false} href="/#shop">
                  Shop
                </Link>
              </li>
              {product.productType ? <li>{product.productType}</li> : null}
            </ol>
          </nav>
          <h1 className={styles.title}>{product.title}</h1>
          <ProductPurchase key={product.handle} product={product} />
          <ul className={styles.promises}>
            <li>Dispatched within 2 working days</li>
            <li>
              {/* A full load, not the client router: the page signs a visitor in first (a chain
                  of redirects through the platform) and lands there. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- as the header's Account link */}
              <a href="/account/subscriptions">Subscriptions: skip, pause or cancel any time</a>
            </li>
            <li>Recyclable packaging</li>
          </ul>
          {product.descriptionHtml ? (
            <section className={styles.description} aria-labelledby="description-heading">
              <h2 id="description-heading" className={styles.sectionHeading}>
                About this product
              </h2>
              <div
                className="prose"
                dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
              />
            </section>
          ) : null}
        </div>
      </div>
      <RelatedProducts key={product.handle} products={related} />
    </>
  );
}

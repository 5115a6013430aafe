/**
 * A product page's head: the platform's SEO title and description (the product's own title and
 * text when unset), its first picture, the default variant's price as Open Graph product tags,
 * and the `Product` and `BreadcrumbList` JSON-LD. Both product routes (the product, and the
 * product for one `?variant=`) have the product's own URL as their canonical.
 */
import type { ProductDetail } from '@/lib/shopify/types';
import { pageSeo, type PageSeoData, type SeoContext } from './page-seo';
import { productJsonLd, variantOffer } from './product-json-ld';
import { breadcrumbJsonLd, type Crumb } from './site-json-ld';

export function productPath(handle: string): string {
  return `/products/${encodeURIComponent(handle)}`;
}

/** The variant the page opens on: the first for sale, else the first (as the buy box picks). */
function defaultVariant(product: ProductDetail) {
  return product.variants.find((v) => v.availableForSale) ?? product.variants[0] ?? null;
}

export function productPageSeo(context: SeoContext, product: ProductDetail): PageSeoData {
  const path = productPath(product.handle);
  const variant = defaultVariant(product);
  const offer = variant ? variantOffer(product, variant) : null;
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    ...(product.collection
      ? [{ name: product.collection.title, path: `/collections/${product.collection.handle}` }]
      : []),
    { name: product.title, path },
  ];
  return pageSeo(context, {
    title: product.seo.title ?? product.title,
    description: [product.seo.description, product.description],
    path,
    image: product.images[0] ?? null,
    ogType: 'product',
    meta:
      offer && variant
        ? [
            { property: 'product:price:amount', content: String(offer.price) },
            { property: 'product:price:currency', content: variant.price.currencyCode },
            {
              property: 'product:availability',
              content: variant.availableForSale ? 'in stock' : 'out of stock',
            },
          ]
        : [],
    jsonLd: [productJsonLd(product, path), breadcrumbJsonLd(crumbs)],
  });
}

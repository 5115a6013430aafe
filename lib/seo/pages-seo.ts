/**
 * The heads of the pages other than products: home (the CMS home story's SEO fields, the
 * `Organization` and `WebSite` JSON-LD), collections (the platform's SEO fields; a sorted,
 * filtered or paged view has the plain collection as its canonical), content pages (the CMS
 * story's), the collections index, search results (never indexed) and the 404 page.
 */
import type { ContentPage, HomeCopy } from '@/lib/content';
import type { Collection } from '@/lib/shopify/collections';
import { pageSeo, type PageSeoData, type SeoContext } from './page-seo';
import { breadcrumbJsonLd, organizationJsonLd, webSiteJsonLd } from './site-json-ld';

export function homeSeo(
  context: SeoContext,
  copy: HomeCopy,
  image: { src: string; alt: string },
  email: string | null,
): PageSeoData {
  const shop = { name: context.shopName, email };
  return pageSeo(context, {
    title: copy.seo.title ?? context.shopName,
    description: [copy.seo.description, copy.hero.text],
    path: '/',
    image: { url: image.src, altText: image.alt },
    jsonLd: [organizationJsonLd(shop), webSiteJsonLd(shop)],
  });
}

export function collectionPath(handle: string): string {
  return `/collections/${encodeURIComponent(handle)}`;
}

/** Any view of a collection: its canonical is always the plain collection's URL. */
export function collectionSeo(context: SeoContext, collection: Collection): PageSeoData {
  const path = collectionPath(collection.handle);
  return pageSeo(context, {
    title: collection.seo.title ?? collection.title,
    description: [collection.seo.description, collection.description],
    path,
    image: collection.image,
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Collections', path: '/collections' },
        { name: collection.title, path },
      ]),
    ],
  });
}

export function contentPageSeo(
  context: SeoContext,
  slug: string,
  page: Pick<ContentPage, 'title' | 'seoTitle' | 'seoDescription'>,
): PageSeoData {
  return pageSeo(context, {
    title: page.seoTitle ?? page.title,
    description: [page.seoDescription],
    path: `/pages/${encodeURIComponent(slug)}`,
    ogType: 'article',
  });
}

/** A shop policy (`/policies/<handle>`): its title, and its opening words as the description. */
export function policySeo(
  context: SeoContext,
  policy: { handle: string; title: string; description: string },
): PageSeoData {
  return pageSeo(context, {
    title: policy.title,
    description: [policy.description],
    path: `/policies/${encodeURIComponent(policy.handle)}`,
  });
}

export function collectionsIndexSeo(context: SeoContext): PageSeoData {
  return pageSeo(context, {
    title: 'Collections',
    description: [`Every ${context.shopName} collection: coffee, tea, milk, equipment and more.`],
    path: '/collections',
  });
}

/** Result pages are endless variations of the catalogue: kept out of search engines. */
export function searchSeo(context: SeoContext, query: string): PageSeoData {
  return pageSeo(context, {
    title: query ? `Search: ${query}` : 'Search',
    description: [],
    path: '/search',
    noindex: true,
  });
}

export function notFoundSeo(context: SeoContext): PageSeoData {
  return pageSeo(context, {
    title: 'Page not found',
    description: [],
    path: '/404',
    noindex: true,
  });
}

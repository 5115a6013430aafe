/**
 * The site's own structured data: the shop as an `Organization`, the site as a `WebSite` with
 * the search box Google may show under its result (a `SearchAction` on /search?q=), and the
 * `BreadcrumbList` of a page.
 */
import type {
  BreadcrumbList,
  Organization,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { absoluteUrl, siteUrl } from './site-url';

const CONTEXT = 'https://schema.org' as const;
const ORGANIZATION_ID = `${siteUrl}/#organization`;

export interface ShopIdentity {
  name: string;
  email?: string | null;
}

export function organizationJsonLd(shop: ShopIdentity): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: shop.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    ...(shop.email ? { email: shop.email } : {}),
  };
}

export function webSiteJsonLd(shop: ShopIdentity): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    // Built by hand: the braces are the template's, not part of a URL to encode.
    target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/search?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: shop.name,
    url: absoluteUrl('/'),
    publisher: { '@id': ORGANIZATION_ID },
    potentialAction: search,
  };
}

export interface Crumb {
  name: string;
  /** A site path. */
  path: string;
}

/** The trail to a page, from the home page; the last crumb is the page itself. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

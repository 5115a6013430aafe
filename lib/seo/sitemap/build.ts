/**
 * The sitemap's documents: the index (`/sitemap.xml`) and its sitemaps, each as XML. The index
 * lists the content pages, the policies, and one shard per 250 collections and products, each
 * with the latest change in it; a shard lists its pages with theirs. URLs are absolute, on
 * NEXT_PUBLIC_SITE_URL (lib/seo/site-url.ts).
 */
import { absoluteUrl } from '@/lib/seo/site-url';
import type { StorefrontClient } from '@/lib/shopify/client';
import {
  shardPath,
  SHARDED_TYPES,
  walkShards,
  type ShardRef,
  type ShardRequest,
  type ShardedType,
} from './shards';
import {
  contentPageDates,
  datePage,
  handlePage,
  policyHandles,
  type ContentPageDate,
} from './sources';
import { latestDate, sitemapIndexXml, urlsetXml, type SitemapEntry } from './xml';

/** The sitemaps besides the sharded ones, each one document (`/sitemap/<type>/1.xml`). */
export const SINGLE_TYPES = ['pages', 'policies'] as const;
export type SitemapType = ShardedType | (typeof SINGLE_TYPES)[number];

export function isSitemapType(value: unknown): value is SitemapType {
  return (
    typeof value === 'string' &&
    ([...SHARDED_TYPES, ...SINGLE_TYPES] as readonly string[]).includes(value)
  );
}

export interface SitemapSources {
  storefront: StorefrontClient;
  /** The home page and content pages with their dates (Storyblok). */
  contentPages?: () => Promise<ContentPageDate[]>;
}

const RESOURCE_PATH: Readonly<Record<ShardedType, (handle: string) => string>> = {
  products: (handle) => `/products/${encodeURIComponent(handle)}`,
  collections: (handle) => `/collections/${encodeURIComponent(handle)}`,
};

const walkDates = (storefront: StorefrontClient, type: ShardedType) =>
  walkShards((after) => datePage(storefront, type, after));

/** The content pages' sitemap entries: the stories' pages, and the collections index. */
async function pageEntries(
  sources: SitemapSources,
  collections: Promise<ShardRef[]> = walkDates(sources.storefront, 'collections'),
): Promise<SitemapEntry[]> {
  const [pages, collectionShards] = await Promise.all([
    (sources.contentPages ?? contentPageDates)(),
    collections,
  ]);
  return [
    ...pages.map((p) => ({ loc: absoluteUrl(p.path), lastmod: p.lastmod })),
    // The `/collections` page changes with any collection.
    {
      loc: absoluteUrl('/collections'),
      lastmod: latestDate(collectionShards.map((s) => s.lastmod)),
    },
  ];
}

/**
 * The policies' entries, without `<lastmod>`: ShopPolicy has no updatedAt (or any date) in the
 * 2023-10 schema, and a build or request time would claim changes that never happened, which
 * teaches crawlers to ignore the sitemap's dates altogether.
 */
async function policyEntries(sources: SitemapSources): Promise<SitemapEntry[]> {
  const handles = await policyHandles(sources.storefront);
  return handles.map((handle) => ({ loc: absoluteUrl(`/policies/${encodeURIComponent(handle)}`) }));
}

/** `/sitemap.xml`: every sitemap, the sharded ones found by walking their connections. */
export async function sitemapIndex(sources: SitemapSources): Promise<string> {
  const collectionWalk = walkDates(sources.storefront, 'collections');
  const [pages, collections, products] = await Promise.all([
    pageEntries(sources, collectionWalk),
    collectionWalk,
    walkDates(sources.storefront, 'products'),
  ]);
  const single = (type: SitemapType) => absoluteUrl(shardPath(type, { page: 1, after: null }));
  const sharded = (type: ShardedType, shards: ShardRef[]): SitemapEntry[] =>
    shards.map((shard) => ({ loc: absoluteUrl(shardPath(type, shard)), lastmod: shard.lastmod }));
  return sitemapIndexXml([
    { loc: single('pages'), lastmod: latestDate(pages.map((p) => p.lastmod)) },
    // No date: see policyEntries.
    { loc: single('policies') },
    ...sharded('collections', collections),
    ...sharded('products', products),
  ]);
}

/**
 * One sitemap: a shard of a sharded type, or the one document of the others (page 1 only).
 * Null when the request names no sitemap. Platform errors (an unknown cursor among them) throw.
 */
export async function sitemapShard(
  type: SitemapType,
  request: ShardRequest,
  sources: SitemapSources,
): Promise<string | null> {
  if (type === 'pages' || type === 'policies') {
    if (request.page !== 1) return null;
    return urlsetXml(await (type === 'pages' ? pageEntries(sources) : policyEntries(sources)));
  }
  const { nodes } = await handlePage(sources.storefront, type, request.after);
  // A cursor past the end: nothing there, as for a shard the index no longer lists.
  if (nodes.length === 0 && request.page !== 1) return null;
  const pathOf = RESOURCE_PATH[type];
  return urlsetXml(
    nodes.map((n) => ({ loc: absoluteUrl(pathOf(n.handle)), lastmod: n.updatedAt })),
  );
}

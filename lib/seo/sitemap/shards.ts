/**
 * Paging the catalogue into sitemap shards. The Storefront API (2023-10) gives a connection no
 * total count, so the index cannot know how many shards there are without walking: it walks once,
 * 250 nodes a page with their dates only, and names each shard by the cursor it starts after. A
 * shard is then one request (the page after its cursor, with handles), however deep it lies.
 */
import { latestDate } from './xml';

/** Shopify's page maximum (`first` above 250 is refused). */
export const SHARD_SIZE = 250;

/**
 * A walk stops here even if the platform keeps answering `hasNextPage` (a fault, not a catalogue:
 * 2,000 pages are 500,000 products). The index then lists what it has, and logs.
 */
export const MAX_SHARDS = 2000;

/** The sharded resources and their pages on the site. */
export const SHARDED_TYPES = ['products', 'collections'] as const;
export type ShardedType = (typeof SHARDED_TYPES)[number];

export interface DatePage {
  dates: (string | null)[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface ShardRef {
  /** 1-based, in walking order. */
  page: number;
  /** The cursor the shard starts after; null for the first. */
  after: string | null;
  /** The latest `updatedAt` in the shard (its `<lastmod>` in the index). */
  lastmod: string | null;
}

/**
 * Every shard of a connection, by walking it a page at a time (`fetchPage(after)`). An empty
 * connection has no shard. A cursor seen twice or a page with no cursor ends the walk (logged)
 * rather than looping.
 */
export async function walkShards(
  fetchPage: (after: string | null) => Promise<DatePage>,
  maxShards = MAX_SHARDS,
): Promise<ShardRef[]> {
  const shards: ShardRef[] = [];
  const seen = new Set<string>();
  let after: string | null = null;
  for (;;) {
    const page = await fetchPage(after);
    if (page.dates.length > 0)
      shards.push({ page: shards.length + 1, after, lastmod: latestDate(page.dates) });
    if (!page.hasNextPage) return shards;
    const next = page.endCursor;
    if (!next || seen.has(next)) {
      console.warn('[sitemap] the platform repeated or left out a cursor; the walk stops there');
      return shards;
    }
    if (shards.length >= maxShards) {
      console.warn(`[sitemap] more than ${maxShards} shards; the rest is left out`);
      return shards;
    }
    seen.add(next);
    after = next;
  }
}

/** The site path of a shard: `/sitemap/products/2.xml?after=<cursor>`. */
export function shardPath(type: string, shard: Pick<ShardRef, 'page' | 'after'>): string {
  const query = shard.after ? `?${new URLSearchParams({ after: shard.after })}` : '';
  return `/sitemap/${type}/${shard.page}.xml${query}`;
}

export interface ShardRequest {
  page: number;
  after: string | null;
}

const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/**
 * A shard request's page and cursor, or null when they do not name a shard: page 1 starts at the
 * beginning (no cursor), every later page after a cursor. The cursor itself is the platform's to
 * judge (an unknown one is a GraphQL error, answered as a 404).
 */
export function parseShardRequest(page: unknown, after: unknown): ShardRequest | null {
  if (typeof page !== 'string' || !PAGE_NUMBER.test(page)) return null;
  const number = Number(page);
  if (after === undefined || after === '') return number === 1 ? { page: 1, after: null } : null;
  if (typeof after !== 'string' || number === 1 || after.length > 1024) return null;
  return { page: number, after };
}

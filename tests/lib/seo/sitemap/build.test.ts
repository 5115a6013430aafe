/**
 * The sitemap's documents against the Storefront emulator in process, on a catalogue of 600
 * products (three shards of 250): the index's walk, each shard by its cursor, and what they list
 * compared with the catalogue itself.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/emulators/storefront/catalogue';
import { createStorefrontEmulator } from '@/emulators/storefront';
import { generateLargeCatalogue } from '@/emulators/storefront/large-catalogue';
import { loadShopPolicies } from '@/emulators/storefront/shop-policies';
import { sitemapIndex, sitemapShard, type SitemapSources } from '@/lib/seo/sitemap/build';
import { parseShardRequest } from '@/lib/seo/sitemap/shards';
import { siteUrl } from '@/lib/seo/site-url';
import { createStorefrontClient } from '@/lib/shopify/client';
import { StorefrontGraphQLError } from '@/lib/shopify/errors';

const TOKEN = 'sitemap-test-token';
const catalogue = generateLargeCatalogue(loadCatalogue(), { products: 600, collections: 12 });
const emulator = createStorefrontEmulator({ token: TOKEN, catalogue });
let requests = 0;
const storefront = createStorefrontClient({
  endpoint: 'http://127.0.0.1:4010/api/2023-10/graphql.json',
  token: TOKEN,
  fetch: (input, init) => {
    requests += 1;
    return emulator.handle(new Request(input, init));
  },
});
const sources: SitemapSources = {
  storefront,
  contentPages: async () => [
    { path: '/', lastmod: '2025-09-01T07:00:00.000Z' },
    { path: '/pages/about', lastmod: '2025-10-01T07:00:00.000Z' },
  ],
};

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const unescape = (loc: string) => loc.replaceAll('&amp;', '&');
const dates = (xml: string) => [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]);

/** A sitemap of the index, fetched as its URL says. */
async function follow(loc: string): Promise<string | null> {
  const url = new URL(unescape(loc));
  const [, type, page] = /^\/sitemap\/([a-z]+)\/(\d+)\.xml$/.exec(url.pathname)!;
  const request = parseShardRequest(page, url.searchParams.get('after') ?? undefined);
  return sitemapShard(type as 'products', request!, sources);
}

describe('the sitemap on a 600-product catalogue', () => {
  it('indexes every sitemap, and its shards list every product and collection once', async () => {
    requests = 0;
    const index = await sitemapIndex(sources);
    const sitemaps = locs(index);
    // The walks only: 3 pages of products, 1 of collections (the policies' entry has no date).
    expect(requests).toBe(3 + 1);
    expect(sitemaps.map((l) => new URL(unescape(l)).pathname)).toEqual([
      '/sitemap/pages/1.xml',
      '/sitemap/policies/1.xml',
      '/sitemap/collections/1.xml',
      '/sitemap/products/1.xml',
      '/sitemap/products/2.xml',
      '/sitemap/products/3.xml',
    ]);
    expect(sitemaps.every((l) => l.startsWith(`${siteUrl}/`))).toBe(true);

    const listed: string[] = [];
    for (const loc of sitemaps) listed.push(...locs((await follow(loc))!));
    const expected = [
      `${siteUrl}/`,
      `${siteUrl}/pages/about`,
      `${siteUrl}/collections`,
      ...loadShopPolicies().map((p) => `${siteUrl}/policies/${p.handle}`),
      ...catalogue.collections!.map((c) => `${siteUrl}/collections/${c.handle}`),
      ...catalogue.products.map((p) => `${siteUrl}/products/${p.handle}`),
    ];
    expect([...listed].sort()).toEqual(expected.sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('dates each shard by its latest product, and each product by its updatedAt', async () => {
    const index = await sitemapIndex(sources);
    const [first] = locs(index).filter((l) => l.includes('/products/'));
    const shard = (await follow(first!))!;
    const byHandle = new Map(catalogue.products.map((p) => [p.handle, p.updatedAt]));
    const entries = [...shard.matchAll(/<loc>[^<]*\/products\/([^<]+)<\/loc><lastmod>([^<]+)</g)];
    expect(entries).toHaveLength(250);
    for (const [, handle, lastmod] of entries)
      expect(lastmod).toBe(new Date(byHandle.get(handle!)!).toISOString());
    const latest = entries
      .map((e) => e[2]!)
      .sort()
      .at(-1);
    expect(index).toContain(`<loc>${first}</loc><lastmod>${latest}</lastmod>`);
  });

  it('dates the pages sitemap by its latest page, and leaves the policies undated', async () => {
    const index = await sitemapIndex(sources);
    expect(index).toMatch(/pages\/1\.xml<\/loc><lastmod>2025-10-01T07:00:00.000Z</);
    expect(index).toMatch(/policies\/1\.xml<\/loc><\/sitemap>/);
    const policies = (await sitemapShard('policies', { page: 1, after: null }, sources))!;
    expect(dates(policies)).toEqual([]);
  });

  it('answers null for a page that is not there, and throws for a cursor the platform refuses', async () => {
    expect(await sitemapShard('pages', { page: 2, after: 'x' }, sources)).toBeNull();
    await expect(
      sitemapShard('products', { page: 2, after: 'not-a-cursor' }, sources),
    ).rejects.toBeInstanceOf(StorefrontGraphQLError);
  });
});

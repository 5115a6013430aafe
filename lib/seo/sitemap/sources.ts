/**
 * What the sitemap lists, read from the platforms: the catalogue a page at a time (Storefront
 * API), the shop's policies, and the content pages' stories with their publish dates (Storyblok's
 * CDN API, through the shop's cached content client).
 */
import {
  SHOP_POLICY_HANDLES_QUERY,
  SITEMAP_COLLECTION_DATES_QUERY,
  SITEMAP_COLLECTIONS_QUERY,
  SITEMAP_PRODUCT_DATES_QUERY,
  SITEMAP_PRODUCTS_QUERY,
} from '@/graphql/sitemap';
import type {
  ShopPolicyHandlesQuery,
  SitemapCollectionDatesQuery,
  SitemapCollectionsQuery,
  SitemapProductDatesQuery,
  SitemapProductsQuery,
} from '@/graphql/generated';
import { getAllStories, getStory } from '@/lib/content/client';
import { HOME_SLUG, PAGES_FOLDER } from '@/lib/content/stories';
import type { StorefrontClient } from '@/lib/shopify/client';
import { SHARD_SIZE, type DatePage, type ShardedType } from './shards';

export interface HandlePage {
  nodes: { handle: string; updatedAt: string }[];
}

type Variables = { first: number; after: string | null };

/** One page of a sharded resource's dates (the index's walk). */
export async function datePage(
  client: StorefrontClient,
  type: ShardedType,
  after: string | null,
): Promise<DatePage> {
  const variables = { first: SHARD_SIZE, after };
  const connection =
    type === 'products'
      ? (
          await client.request<SitemapProductDatesQuery, Variables>(
            SITEMAP_PRODUCT_DATES_QUERY,
            variables,
          )
        ).products
      : (
          await client.request<SitemapCollectionDatesQuery, Variables>(
            SITEMAP_COLLECTION_DATES_QUERY,
            variables,
          )
        ).collections;
  return {
    dates: connection.nodes.map((n) => n.updatedAt),
    hasNextPage: connection.pageInfo.hasNextPage,
    endCursor: connection.pageInfo.endCursor,
  };
}

/** One shard: the page of handles after `after`. An unknown cursor throws, as Shopify does. */
export async function handlePage(
  client: StorefrontClient,
  type: ShardedType,
  after: string | null,
): Promise<HandlePage> {
  const variables = { first: SHARD_SIZE, after };
  return type === 'products'
    ? (await client.request<SitemapProductsQuery, Variables>(SITEMAP_PRODUCTS_QUERY, variables))
        .products
    : (
        await client.request<SitemapCollectionsQuery, Variables>(
          SITEMAP_COLLECTIONS_QUERY,
          variables,
        )
      ).collections;
}

/** The handles of the policies the shop has written (`/policies/<handle>`). */
export async function policyHandles(client: StorefrontClient): Promise<string[]> {
  const { shop } = await client.request<ShopPolicyHandlesQuery>(SHOP_POLICY_HANDLES_QUERY);
  return [
    shop.privacyPolicy,
    shop.termsOfService,
    shop.refundPolicy,
    shop.shippingPolicy,
    shop.subscriptionPolicy,
  ].flatMap((policy) => (policy ? [policy.handle] : []));
}

export interface ContentPageDate {
  /** The site path: `/` for the home story, `/pages/<slug>` for a content page. */
  path: string;
  /** When the story was last published (Storyblok's CDN has no other change date). */
  lastmod: string | null;
}

interface StoryDates {
  full_slug: string;
  published_at?: string | null;
  updated_at?: string | null;
  first_published_at?: string | null;
}

/** A story's last change: `updated_at` where the API sends it, else its latest publishing. */
function storyDate(story: StoryDates): string | null {
  return story.updated_at ?? story.published_at ?? story.first_published_at ?? null;
}

/** The home page and the published content pages, with their dates. */
export async function contentPageDates(): Promise<ContentPageDate[]> {
  const [home, pages] = await Promise.all([
    getStory(HOME_SLUG),
    getAllStories({ starts_with: PAGES_FOLDER }),
  ]);
  const entries: ContentPageDate[] = home ? [{ path: '/', lastmod: storyDate(home) }] : [];
  for (const story of pages as StoryDates[]) {
    const slug = story.full_slug.slice(PAGES_FOLDER.length);
    // The folder's own start page and nested stories have no route (pages/pages/[slug].tsx).
    if (/^[a-z0-9][a-z0-9_-]*$/.test(slug))
      entries.push({ path: `/pages/${slug}`, lastmod: storyDate(story) });
  }
  return entries;
}

/**
 * Resolvers of the catalogue's collections over the 2023-10 schema: root `collection`,
 * `collectionByHandle` and `collections`, the `Collection` type, and `Product.collections`.
 * Merged into the emulator's resolver map by buildResolvers (resolvers.ts).
 *
 * `collections(query:)` reads Shopify's search syntax (search-query.ts, collection-match.ts).
 */
import type { CatalogueIndex, ProductRecord } from './catalogue';
import { collectionProducts, type CollectionProductsArgs } from './collection-products';
import type { CollectionRecord } from './collections';
import type { ConnectionArgs } from './connection';
import { requireGid } from './ids';
import { collectionTermMatches } from './collection-match';
import { paginateListing } from './listing-cursor';
import { parseQueryArgument } from './query-argument';
import { matchesQuery } from './search-query';

type Collection = CollectionRecord<ProductRecord>;
interface Context {
  platform: { index: CatalogueIndex };
}
type Args = Record<string, unknown>;
type Resolver<P, A = Args> = (parent: P, args: A, ctx: Context) => unknown;
type Resolvers<P> = Record<string, Resolver<P, never>>;

const resolver = <P, A = Args>(fn: Resolver<P, A>): Resolver<P, never> => fn as Resolver<P, never>;

function numericId(id: string): number {
  return Number(id.slice(id.lastIndexOf('/') + 1));
}

/** `CollectionSortKeys`: RELEVANCE without a query is the default, ID. */
const COLLECTION_COMPARATORS: Record<string, (a: Collection, b: Collection) => number> = {
  ID: (a, b) => numericId(a.data.id) - numericId(b.data.id),
  TITLE: (a, b) => a.data.title.localeCompare(b.data.title, 'en'),
  UPDATED_AT: (a, b) => Date.parse(a.data.updatedAt) - Date.parse(b.data.updatedAt),
};

/** Rails-style truncate, as Product.description: the result, ellipsis included, fits `length`. */
function truncate(text: string, length: number | null | undefined): string {
  if (length == null || text.length <= length) return text;
  return `${text.slice(0, Math.max(0, length - 3)).trimEnd()}...`;
}

function byId(ctx: Context, id: string): Collection | null {
  return requireGid(id).type === 'Collection'
    ? (ctx.platform.index.collectionById.get(id) ?? null)
    : null;
}

const QueryRoot: Resolvers<unknown> = {
  collection: resolver<unknown, { id?: string | null; handle?: string | null }>(
    (_, { id, handle }, ctx) => {
      if (id != null) return byId(ctx, id);
      return handle != null ? (ctx.platform.index.collectionByHandle.get(handle) ?? null) : null;
    },
  ),
  collectionByHandle: resolver<unknown, { handle: string }>(
    (_, { handle }, ctx) => ctx.platform.index.collectionByHandle.get(handle) ?? null,
  ),
  collections: resolver<
    unknown,
    ConnectionArgs & { sortKey?: string | null; query?: string | null }
  >((_, args, ctx) => {
    const sortKey = args.sortKey == null || args.sortKey === 'RELEVANCE' ? 'ID' : args.sortKey;
    const compare = COLLECTION_COMPARATORS[sortKey];
    const query = parseQueryArgument(args.query);
    const all = ctx.platform.index.collections.filter((c) =>
      matchesQuery(query, (term) => collectionTermMatches(c, term)),
    );
    const list = compare ? [...all].sort(compare) : [...all];
    const listing = ['collections', args.query ?? '', sortKey, Boolean(args.reverse)];
    return {
      ...paginateListing(list, args, (c) => c.data.id, listing),
      totalCount: String(list.length),
    };
  }),
};

const CollectionType: Resolvers<Collection> = {
  id: (c) => c.data.id,
  handle: (c) => c.data.handle,
  title: (c) => c.data.title,
  description: resolver<Collection, { truncateAt?: number | null }>((c, { truncateAt }) =>
    truncate(c.data.description, truncateAt),
  ),
  descriptionHtml: (c) => c.data.descriptionHtml,
  image: (c) => c.image,
  seo: (c) => c.data.seo ?? { title: null, description: null },
  updatedAt: (c) => c.data.updatedAt,
  // Like products, collections are served headless: no Online Store URL.
  onlineStoreUrl: () => null,
  trackingParameters: () => null,
  metafield: () => null,
  metafields: resolver<Collection, { identifiers: unknown[] }>((_, { identifiers }) =>
    identifiers.map(() => null),
  ),
  products: resolver<Collection, CollectionProductsArgs>((c, args) => collectionProducts(c, args)),
};

const Product: Resolvers<ProductRecord> = {
  collections: resolver<ProductRecord, ConnectionArgs>((p, args, ctx) => {
    const list = ctx.platform.index.collectionsOfProduct.get(p.data.id) ?? [];
    return {
      ...paginateListing(list, args, (c) => c.data.id, ['productCollections', p.data.id]),
      totalCount: String(list.length),
    };
  }),
};

/** The type resolvers this file adds, by GraphQL type name. */
export const collectionResolvers = { QueryRoot, Collection: CollectionType, Product };

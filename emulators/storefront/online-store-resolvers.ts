/**
 * Resolvers of the online store's root fields (`menu`, `page`, `pageByHandle`, `pages`,
 * `urlRedirects`), the shop's policies, and the types they return. Parents are online-store.ts
 * records; the state comes from the request context's `platform.store`.
 */
import { paginate, type ConnectionArgs } from './connection';
import { requireGid } from './ids';
import type { MenuItemView, MenuView } from './menus';
import { pageRelevance, pageTermMatches, type PageRecord } from './pages';
import { parseQueryArgument } from './query-argument';
import type { StorefrontContext } from './resolvers';
import { matchesQuery, positiveTerms } from './search-query';
import { POLICY_FIELDS } from './shop-policies';
import { urlRedirectTermMatches } from './url-redirects';

type Resolver<P, A> = (parent: P, args: A, ctx: StorefrontContext) => unknown;
type Resolvers = Record<string, Record<string, unknown>>;

const resolver = <P, A = Record<string, never>>(fn: Resolver<P, A>) => fn;

const numericId = (gid: string) => Number(gid.slice(gid.lastIndexOf('/') + 1));

const PAGE_SORT: Record<string, (a: PageRecord, b: PageRecord) => number> = {
  ID: (a, b) => numericId(a.data.id) - numericId(b.data.id),
  TITLE: (a, b) => a.data.title.localeCompare(b.data.title),
  UPDATED_AT: (a, b) => Date.parse(a.data.updatedAt) - Date.parse(b.data.updatedAt),
};

type PagesArgs = ConnectionArgs & { query?: string | null; sortKey?: string | null };

function pages(ctx: StorefrontContext, args: PagesArgs) {
  const query = parseQueryArgument(args.query);
  const found = ctx.platform.store.pages.filter((page) =>
    matchesQuery(query, (term) => pageTermMatches(page, term)),
  );
  const sortKey = args.sortKey ?? 'ID';
  if (sortKey === 'RELEVANCE') {
    const terms = positiveTerms(query);
    const score = new Map(found.map((p) => [p, pageRelevance(p, terms)]));
    found.sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0));
  } else {
    found.sort(PAGE_SORT[sortKey] ?? PAGE_SORT.ID);
  }
  return paginate(found, args, (p) => p.data.id);
}

function menuItemResource(item: MenuItemView, ctx: StorefrontContext): unknown {
  const { index, store } = ctx.platform;
  const handle = item.data.handle ?? '';
  switch (item.data.type) {
    case 'PRODUCT':
      return index.productByHandle.get(handle) ?? null;
    case 'PAGE':
      return store.pageByHandle.get(handle) ?? null;
    case 'SHOP_POLICY':
      return store.policies.get(handle) ?? null;
    case 'COLLECTION':
      return index.collectionByHandle.get(handle) ?? null;
    default:
      return null;
  }
}

function resourceId(resource: unknown): string | null {
  if (!resource || typeof resource !== 'object') return null;
  const record = resource as { id?: unknown; data?: { id?: unknown } };
  const id = record.data?.id ?? record.id;
  return typeof id === 'string' ? id : null;
}

export function onlineStoreResolvers(): Resolvers {
  const policyFields = Object.fromEntries(
    Object.entries(POLICY_FIELDS).map(([field, handle]) => [
      field,
      resolver<unknown>((_, __, ctx) => ctx.platform.store.policies.get(handle) ?? null),
    ]),
  );
  return {
    QueryRoot: {
      menu: resolver<unknown, { handle: string }>(
        (_, { handle }, ctx) => ctx.platform.store.menus.get(handle) ?? null,
      ),
      page: resolver<unknown, { id?: string | null; handle?: string | null }>(
        (_, { id, handle }, ctx) => {
          const { store } = ctx.platform;
          if (id != null)
            return requireGid(id).type === 'Page' ? (store.pageById.get(id) ?? null) : null;
          return handle != null ? (store.pageByHandle.get(handle) ?? null) : null;
        },
      ),
      pageByHandle: resolver<unknown, { handle: string }>(
        (_, { handle }, ctx) => ctx.platform.store.pageByHandle.get(handle) ?? null,
      ),
      pages: resolver<unknown, PagesArgs>((_, args, ctx) => pages(ctx, args)),
      urlRedirects: resolver<unknown, ConnectionArgs & { query?: string | null }>(
        (_, args, ctx) => {
          const query = parseQueryArgument(args.query);
          const found = ctx.platform.store.urlRedirects.filter((r) =>
            matchesQuery(query, (term) => urlRedirectTermMatches(r, term)),
          );
          return paginate(found, args, (r) => r.id);
        },
      ),
    },
    Shop: policyFields,
    Page: {
      id: (p: PageRecord) => p.data.id,
      handle: (p: PageRecord) => p.data.handle,
      title: (p: PageRecord) => p.data.title,
      body: (p: PageRecord) => p.data.body,
      createdAt: (p: PageRecord) => p.data.createdAt,
      updatedAt: (p: PageRecord) => p.data.updatedAt,
      seo: (p: PageRecord) => p.data.seo ?? { title: null, description: null },
      trackingParameters: () => null,
      metafield: () => null,
      metafields: resolver<unknown, { identifiers: unknown[] }>((_, { identifiers }) =>
        identifiers.map(() => null),
      ),
    },
    Menu: {
      id: (m: MenuView) => m.data.id,
      handle: (m: MenuView) => m.data.handle,
      title: (m: MenuView) => m.data.title,
      itemsCount: (m: MenuView) => m.items.length,
    },
    MenuItem: {
      id: (i: MenuItemView) => i.data.id,
      title: (i: MenuItemView) => i.data.title,
      type: (i: MenuItemView) => i.data.type,
      tags: (i: MenuItemView) => i.data.tags ?? [],
      resource: resolver<MenuItemView>((item, _, ctx) => menuItemResource(item, ctx)),
      resourceId: resolver<MenuItemView>((item, _, ctx) => resourceId(menuItemResource(item, ctx))),
    },
  };
}

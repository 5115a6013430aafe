/**
 * The online store around the catalogue: pages, blogs, menus, URL redirects, policies and
 * complementary pairings, read from their
 * content files once per emulator and indexed for the resolvers (online-store-resolvers.ts). A
 * menu item naming a resource that does not exist reads `resource: null`;
 * `missingMenuResources` lists them (a content test keeps the shipped files free of any).
 */
import {
  blogRecords,
  loadBlogs,
  type ArticleRecord,
  type BlogContent,
  type BlogRecord,
} from './blogs';
import type { CatalogueIndex } from './catalogue';
import {
  loadMenus,
  menuViews,
  unknownMenuReferences,
  type MenuContent,
  type MenuView,
} from './menus';
import { loadShopPages, pageRecords, type PageRecord, type ShopPageContent } from './pages';
import {
  loadShopPolicies,
  policyRecords,
  type ShopPolicyContent,
  type ShopPolicyRecord,
} from './shop-policies';
import { loadRecommendations, type ComplementaryRule } from './recommendations';
import { loadUrlRedirects, type UrlRedirectRecord } from './url-redirects';

export interface OnlineStoreContent {
  pages: ShopPageContent[];
  menus: MenuContent[];
  urlRedirects: UrlRedirectRecord[];
  policies: ShopPolicyContent[];
  /** Complementary pairings of product types with collections (recommendations.ts). */
  complementary: ComplementaryRule[];
  blogs: BlogContent[];
}

export interface OnlineStore {
  pages: PageRecord[];
  pageByHandle: Map<string, PageRecord>;
  pageById: Map<string, PageRecord>;
  menus: Map<string, MenuView>;
  urlRedirects: UrlRedirectRecord[];
  policies: Map<string, ShopPolicyRecord>;
  complementary: ComplementaryRule[];
  blogs: BlogRecord[];
  /** Every blog's articles, blog by blog. */
  articles: ArticleRecord[];
}

/** The content files under content/ (shop-pages, menus, url-redirects, shop-policies, recommendations, blogs). */
export function loadOnlineStoreContent(): OnlineStoreContent {
  return {
    pages: loadShopPages(),
    menus: loadMenus(),
    urlRedirects: loadUrlRedirects(),
    policies: loadShopPolicies(),
    complementary: loadRecommendations(),
    blogs: loadBlogs(),
  };
}

export function buildOnlineStore(content: OnlineStoreContent, shopOrigin: string): OnlineStore {
  const pages = pageRecords(content.pages, shopOrigin);
  const blogs = blogRecords(content.blogs, shopOrigin);
  const store: OnlineStore = {
    pages,
    pageByHandle: new Map(pages.map((p) => [p.data.handle, p])),
    pageById: new Map(pages.map((p) => [p.data.id, p])),
    menus: menuViews(content.menus, shopOrigin),
    urlRedirects: content.urlRedirects,
    policies: policyRecords(content.policies, shopOrigin),
    complementary: content.complementary,
    blogs,
    articles: blogs.flatMap((b) => b.articles),
  };
  return store;
}

/** The menu items whose product, page, policy or collection is not in the store or catalogue. */
export function missingMenuResources(
  content: OnlineStoreContent,
  store: OnlineStore,
  index: CatalogueIndex,
): string[] {
  return unknownMenuReferences(content.menus, (type, handle) => {
    if (type === 'PRODUCT') return index.productByHandle.has(handle);
    if (type === 'PAGE') return store.pageByHandle.has(handle);
    if (type === 'SHOP_POLICY') return store.policies.has(handle);
    if (type === 'COLLECTION') return index.collectionByHandle.has(handle);
    if (type === 'BLOG') return store.blogs.some((b) => b.data.handle === handle);
    if (type === 'ARTICLE')
      return store.articles.some((a) => `${a.blog.data.handle}/${a.data.handle}` === handle);
    return false;
  });
}

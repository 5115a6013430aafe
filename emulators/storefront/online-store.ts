/**
 * The online store around the catalogue: pages, menus, URL redirects and policies, read from their
 * content files once per emulator and indexed for the resolvers (online-store-resolvers.ts). A
 * menu item naming a resource that does not exist reads `resource: null`;
 * `missingMenuResources` lists them (a content test keeps the shipped files free of any).
 */
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
import { loadUrlRedirects, type UrlRedirectRecord } from './url-redirects';

export interface OnlineStoreContent {
  pages: ShopPageContent[];
  menus: MenuContent[];
  urlRedirects: UrlRedirectRecord[];
  policies: ShopPolicyContent[];
}

export interface OnlineStore {
  pages: PageRecord[];
  pageByHandle: Map<string, PageRecord>;
  pageById: Map<string, PageRecord>;
  menus: Map<string, MenuView>;
  urlRedirects: UrlRedirectRecord[];
  policies: Map<string, ShopPolicyRecord>;
}

/** The content files under content/ (shop-pages, menus, url-redirects, shop-policies). */
export function loadOnlineStoreContent(): OnlineStoreContent {
  return {
    pages: loadShopPages(),
    menus: loadMenus(),
    urlRedirects: loadUrlRedirects(),
    policies: loadShopPolicies(),
  };
}

export function buildOnlineStore(content: OnlineStoreContent, shopOrigin: string): OnlineStore {
  const pages = pageRecords(content.pages, shopOrigin);
  const store: OnlineStore = {
    pages,
    pageByHandle: new Map(pages.map((p) => [p.data.handle, p])),
    pageById: new Map(pages.map((p) => [p.data.id, p])),
    menus: menuViews(content.menus, shopOrigin),
    urlRedirects: content.urlRedirects,
    policies: policyRecords(content.policies, shopOrigin),
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
    return false;
  });
}

/**
 * The shop's navigation menus (Shopify's `Menu` and `MenuItem`) from `content/menus.json`. An item
 * names its resource by type and handle; its `url` is built on the shop's domain the way Shopify
 * builds it (`/collections/<handle>`, `/products/<handle>`, `/pages/<handle>`, `/search`, `/`…),
 * and its `resource` is the record that handle names, resolved when read.
 */
import { readFileSync } from 'node:fs';

export const MENUS_PATH = new URL('../../content/menus.json', import.meta.url);

export type MenuItemType =
  | 'ARTICLE'
  | 'BLOG'
  | 'CATALOG'
  | 'COLLECTION'
  | 'COLLECTIONS'
  | 'FRONTPAGE'
  | 'HTTP'
  | 'PAGE'
  | 'PRODUCT'
  | 'SEARCH'
  | 'SHOP_POLICY';

export interface MenuItemContent {
  id: string;
  title: string;
  type: MenuItemType;
  /** The resource's handle (COLLECTION, PRODUCT, PAGE, BLOG, SHOP_POLICY; `blog/article` for ARTICLE). */
  handle?: string;
  /** HTTP items only: where the item links. */
  url?: string;
  /** COLLECTION items: the tags the collection is narrowed to (`/collections/coffee/decaf`). */
  tags?: string[];
  items?: MenuItemContent[];
}

export interface MenuContent {
  id: string;
  handle: string;
  title: string;
  items: MenuItemContent[];
}

export interface MenuItemView {
  __typename: 'MenuItem';
  data: MenuItemContent;
  url: string | null;
  items: MenuItemView[];
}

export interface MenuView {
  __typename: 'Menu';
  data: MenuContent;
  items: MenuItemView[];
}

/** Types whose item links to one resource named by `handle`. */
export const RESOURCE_TYPES: ReadonlySet<MenuItemType> = new Set([
  'ARTICLE',
  'BLOG',
  'COLLECTION',
  'PAGE',
  'PRODUCT',
  'SHOP_POLICY',
]);

const TYPES: ReadonlySet<string> = new Set([
  ...RESOURCE_TYPES,
  'CATALOG',
  'COLLECTIONS',
  'FRONTPAGE',
  'HTTP',
  'SEARCH',
]);

const PATH_OF: Record<MenuItemType, (handle: string, tags: string[]) => string> = {
  ARTICLE: (h) => `/blogs/${h}`,
  BLOG: (h) => `/blogs/${h}`,
  CATALOG: () => '/collections/all',
  COLLECTION: (h, tags) =>
    tags.length > 0 ? `/collections/${h}/${tags.join('+')}` : `/collections/${h}`,
  COLLECTIONS: () => '/collections',
  FRONTPAGE: () => '/',
  HTTP: () => '',
  PAGE: (h) => `/pages/${h}`,
  PRODUCT: (h) => `/products/${h}`,
  SEARCH: () => '/search',
  SHOP_POLICY: (h) => `/policies/${h}`,
};

/** The item's URL on the shop's domain; an HTTP item keeps its own. */
export function menuItemUrl(item: MenuItemContent, shopOrigin: string): string | null {
  if (item.type === 'HTTP') return item.url ?? null;
  return `${shopOrigin}${PATH_OF[item.type](item.handle ?? '', item.tags ?? [])}`;
}

function checkItems(items: unknown, at: string, problems: string[], ids: Set<string>): void {
  if (!Array.isArray(items)) {
    problems.push(`${at}: expected an array`);
    return;
  }
  items.forEach((item: Partial<MenuItemContent>, i) => {
    const p = `${at}[${i}]`;
    if (typeof item.id !== 'string' || !/^gid:\/\/shopify\/MenuItem\/\d+$/.test(item.id))
      problems.push(`${p}.id: expected gid://shopify/MenuItem/<number>`);
    else if (ids.has(item.id)) problems.push(`${p}.id: duplicate id ${item.id}`);
    else ids.add(item.id);
    if (typeof item.title !== 'string' || item.title === '')
      problems.push(`${p}.title: expected a non-empty string`);
    if (typeof item.type !== 'string' || !TYPES.has(item.type))
      problems.push(`${p}.type: expected a MenuItemType`);
    else if (RESOURCE_TYPES.has(item.type) && typeof item.handle !== 'string')
      problems.push(`${p}.handle: a ${item.type} item needs the handle of its resource`);
    else if (item.type === 'HTTP' && !/^https?:\/\//.test(item.url ?? ''))
      problems.push(`${p}.url: an HTTP item needs an http(s) URL`);
    if (item.items !== undefined) checkItems(item.items, `${p}.items`, problems, ids);
  });
}

/** Checks the menus file's shape; throws one Error naming every problem. */
export function validateMenus(raw: unknown): MenuContent[] {
  const list = (raw as { menus?: unknown })?.menus;
  if (!Array.isArray(list)) throw new Error('Menus: expected { "menus": [...] }');
  const problems: string[] = [];
  const handles = new Set<string>();
  const ids = new Set<string>();
  list.forEach((menu: Partial<MenuContent>, i) => {
    if (typeof menu.id !== 'string' || !/^gid:\/\/shopify\/Menu\/\d+$/.test(menu.id))
      problems.push(`menus[${i}].id: expected gid://shopify/Menu/<number>`);
    if (typeof menu.handle !== 'string' || handles.has(menu.handle))
      problems.push(`menus[${i}].handle: expected a unique handle`);
    else handles.add(menu.handle);
    if (typeof menu.title !== 'string') problems.push(`menus[${i}].title: expected a string`);
    checkItems(menu.items, `menus[${i}].items`, problems, ids);
  });
  if (problems.length > 0) throw new Error(`Menus are invalid:\n  ${problems.join('\n  ')}`);
  return list as MenuContent[];
}

/**
 * Every resource reference that `exists` does not know, as "menu > item: TYPE handle"; the
 * emulator refuses to start with any, so a menu never links to nothing.
 */
export function unknownMenuReferences(
  menus: readonly MenuContent[],
  exists: (type: MenuItemType, handle: string) => boolean,
): string[] {
  const missing: string[] = [];
  const walk = (menu: string, items: readonly MenuItemContent[]) => {
    for (const item of items) {
      if (RESOURCE_TYPES.has(item.type) && !exists(item.type, item.handle ?? ''))
        missing.push(`${menu} > ${item.title}: ${item.type} ${item.handle ?? ''}`);
      walk(menu, item.items ?? []);
    }
  };
  for (const menu of menus) walk(menu.handle, menu.items);
  return missing;
}

export function loadMenus(path: URL | string = MENUS_PATH): MenuContent[] {
  return validateMenus(JSON.parse(readFileSync(path, 'utf8')));
}

function itemView(item: MenuItemContent, shopOrigin: string): MenuItemView {
  return {
    __typename: 'MenuItem',
    data: item,
    url: menuItemUrl(item, shopOrigin),
    items: (item.items ?? []).map((child) => itemView(child, shopOrigin)),
  };
}

/** The menus by handle, with their URLs built on `shopOrigin`. */
export function menuViews(
  menus: readonly MenuContent[],
  shopOrigin: string,
): Map<string, MenuView> {
  return new Map(
    menus.map((data) => [
      data.handle,
      { __typename: 'Menu', data, items: data.items.map((i) => itemView(i, shopOrigin)) },
    ]),
  );
}

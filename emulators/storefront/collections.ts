/**
 * The collections of the demo catalogue (`collections` in content/catalogue.json): their JSON
 * shape, the checks validateCatalogue runs on them, and their index (records with image URLs and
 * the products in manual order). Generic over the product record, so catalogue.ts can hold the
 * index without this file importing it back.
 */

/** Admin's `CollectionSortOrder`: what `sortKey: COLLECTION_DEFAULT` serves. */
export const COLLECTION_SORT_ORDERS = [
  'MANUAL',
  'BEST_SELLING',
  'ALPHA_ASC',
  'ALPHA_DESC',
  'PRICE_ASC',
  'PRICE_DESC',
  'CREATED',
  'CREATED_DESC',
] as const;

export type CollectionSortOrder = (typeof COLLECTION_SORT_ORDERS)[number];

export interface CatalogueCollection {
  id: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  seo?: { title: string | null; description: string | null };
  updatedAt: string;
  /** Default MANUAL: the order of `products`. */
  sortOrder?: CollectionSortOrder;
  /** Served as `/images/collections/<imageHandle ?? handle>.webp`. */
  image: { id: string; altText: string; width: number; height: number };
  imageHandle?: string;
  /** Product handles, in the collection's manual order. */
  products: string[];
}

export interface CollectionImageRecord {
  __typename: 'Image';
  id: string;
  url: string;
  altText: string;
  width: number;
  height: number;
}

export interface CollectionRecord<P> {
  __typename: 'Collection';
  data: CatalogueCollection;
  image: CollectionImageRecord;
  /** In manual order. */
  products: P[];
}

export interface CollectionIndex<P> {
  /** In catalogue order, which is ID order in the demo catalogue. */
  collections: CollectionRecord<P>[];
  collectionById: Map<string, CollectionRecord<P>>;
  collectionByHandle: Map<string, CollectionRecord<P>>;
  /** The collections each product id is in, in catalogue order. */
  collectionsOfProduct: Map<string, CollectionRecord<P>[]>;
}

export interface ValidationHooks {
  at: (path: string, message: string) => void;
  /** Checks a gid of `type` and that no other object of the catalogue has it. */
  gid: (value: unknown, type: string, path: string) => void;
}

const HANDLE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reports every problem of a `collections` value through `hooks`; undefined is no collections. */
export function checkCollections(
  raw: unknown,
  productHandles: ReadonlySet<string>,
  { at, gid }: ValidationHooks,
): void {
  if (raw === undefined) return;
  if (!Array.isArray(raw)) return at('collections', 'expected an array');
  const handles = new Set<string>();
  raw.forEach((c: unknown, ci) => {
    const cp = `collections[${ci}]`;
    if (!isRecord(c)) return at(cp, 'expected an object');
    gid(c.id, 'Collection', `${cp}.id`);
    for (const key of ['handle', 'title', 'description', 'descriptionHtml', 'updatedAt'])
      if (typeof c[key] !== 'string' || c[key] === '')
        at(`${cp}.${key}`, 'expected a non-empty string');
    if (typeof c.handle === 'string') {
      if (!HANDLE.test(c.handle)) at(`${cp}.handle`, 'expected a kebab-case handle');
      if (handles.has(c.handle)) at(`${cp}.handle`, `duplicate handle ${c.handle}`);
      handles.add(c.handle);
    }
    if (
      c.imageHandle !== undefined &&
      (typeof c.imageHandle !== 'string' || !HANDLE.test(c.imageHandle))
    )
      at(`${cp}.imageHandle`, 'expected a kebab-case handle');
    if (typeof c.updatedAt === 'string' && Number.isNaN(Date.parse(c.updatedAt)))
      at(`${cp}.updatedAt`, 'expected an ISO date');
    if (
      c.sortOrder !== undefined &&
      !COLLECTION_SORT_ORDERS.includes(c.sortOrder as CollectionSortOrder)
    )
      at(`${cp}.sortOrder`, `expected one of ${COLLECTION_SORT_ORDERS.join(', ')}`);
    const image = c.image;
    if (!isRecord(image)) at(`${cp}.image`, 'expected an object');
    else {
      gid(image.id, 'CollectionImage', `${cp}.image.id`);
      if (typeof image.altText !== 'string') at(`${cp}.image.altText`, 'expected a string');
      for (const key of ['width', 'height'])
        if (!Number.isInteger(image[key]) || (image[key] as number) <= 0)
          at(`${cp}.image.${key}`, 'expected a positive integer');
    }
    if (!Array.isArray(c.products)) return at(`${cp}.products`, 'expected an array of handles');
    const members = new Set<unknown>();
    c.products.forEach((handle: unknown, pi) => {
      if (typeof handle !== 'string' || !productHandles.has(handle))
        at(`${cp}.products[${pi}]`, `no product has the handle ${JSON.stringify(handle)}`);
      if (members.has(handle)) at(`${cp}.products[${pi}]`, `${String(handle)} is listed twice`);
      members.add(handle);
    });
  });
}

/**
 * The collection records over the indexed products. A handle no product has is skipped (a test
 * may hand the emulator a cut-down catalogue without validating it).
 */
export function indexCollections<P extends { data: { id: string } }>(
  collections: readonly CatalogueCollection[] | undefined,
  productByHandle: ReadonlyMap<string, P>,
  origin: string,
): CollectionIndex<P> {
  const index: CollectionIndex<P> = {
    collections: [],
    collectionById: new Map(),
    collectionByHandle: new Map(),
    collectionsOfProduct: new Map(),
  };
  for (const data of collections ?? []) {
    const products = data.products.flatMap((handle) => productByHandle.get(handle) ?? []);
    const record: CollectionRecord<P> = {
      __typename: 'Collection',
      data,
      image: {
        __typename: 'Image',
        ...data.image,
        url: `${origin}/images/collections/${data.imageHandle ?? data.handle}.webp`,
      },
      products,
    };
    index.collections.push(record);
    index.collectionById.set(data.id, record);
    index.collectionByHandle.set(data.handle, record);
    for (const product of products) {
      const list = index.collectionsOfProduct.get(product.data.id) ?? [];
      list.push(record);
      index.collectionsOfProduct.set(product.data.id, list);
    }
  }
  return index;
}

import { describe, expect, it } from 'vitest';
import { data, gql, makeEmulator, PUBLIC_URL } from './storefront-client';

const emulator = makeEmulator();
const collectionGid = (n: number) => `gid://shopify/Collection/${7700000000 + n}`;

describe('collection(id:, handle:) and collectionByHandle', () => {
  it.each<[string, Record<string, string>, { handle: string; title: string } | null]>([
    ['a handle', { handle: 'tea' }, { handle: 'tea', title: 'Tea' }],
    ['an id', { id: collectionGid(5) }, { handle: 'chocolate', title: 'Chocolate' }],
    ['an unknown handle', { handle: 'no-such-collection' }, null],
    ['an unknown id', { id: collectionGid(99) }, null],
    ['the id of a product', { id: 'gid://shopify/Product/8800000001' }, null],
    ['neither', {}, null],
  ])('answers %s', async (_, args, expected) => {
    const result = await data<{ collection: unknown }>(
      emulator,
      'query ($id: ID, $handle: String) { collection(id: $id, handle: $handle) { handle title } }',
      args,
    );
    expect(result.collection).toEqual(expected);
  });

  it('serves every field of the Collection type', async () => {
    const result = await data<{ collection: unknown }>(
      emulator,
      `{ collection(handle: "milk") {
        id handle title description short: description(truncateAt: 20) descriptionHtml updatedAt
        onlineStoreUrl trackingParameters
        image { id url altText width height }
        seo { title description }
        metafield(namespace: "custom", key: "banner") { value }
        metafields(identifiers: [{ namespace: "custom", key: "banner" }]) { value }
      } }`,
    );
    const description =
      'Organic whole milk from the Fens and plant drinks made for coffee, tea and cereal.';
    expect(result.collection).toEqual({
      id: collectionGid(3),
      handle: 'milk',
      title: 'Milk & oat drinks',
      description,
      short: 'Organic whole mil...',
      descriptionHtml: `<p>${description}</p>`,
      updatedAt: '2024-08-15T12:00:00Z',
      onlineStoreUrl: null,
      trackingParameters: null,
      image: {
        id: 'gid://shopify/CollectionImage/7710000003',
        url: `${PUBLIC_URL}/images/collections/milk.webp`,
        altText: 'Milk & oat drinks from Morrow & Co.',
        width: 1600,
        height: 900,
      },
      seo: { title: 'Milk & oat drinks | Morrow & Co.', description },
      metafield: null,
      metafields: [null],
    });
  });

  it('reads a collection by handle through the deprecated collectionByHandle and node', async () => {
    const result = await data<unknown>(
      emulator,
      `{ collectionByHandle(handle: "equipment") { id }
         node(id: "${collectionGid(4)}") { __typename ... on Collection { handle } } }`,
    );
    expect(result).toEqual({
      collectionByHandle: { id: collectionGid(4) },
      node: { __typename: 'Collection', handle: 'equipment' },
    });
  });

  it('refuses an id that is not a global id, as Shopify does', async () => {
    const result = await gql(emulator, '{ collection(id: "<script>") { id } }');
    expect(result.errors?.[0]?.message).toBe("Invalid global id '<script>'");
  });
});

describe('collections(sortKey:, reverse:)', () => {
  const ALL =
    'query ($sortKey: CollectionSortKeys, $reverse: Boolean) { collections(first: 10, sortKey: $sortKey, reverse: $reverse) { nodes { handle } totalCount } }';

  it.each<[string | null, boolean, string[]]>([
    [
      null,
      false,
      [
        'coffee',
        'tea',
        'milk',
        'equipment',
        'chocolate',
        'subscriptions',
        'bestsellers',
        'new-arrivals',
      ],
    ],
    [
      'TITLE',
      false,
      [
        'bestsellers',
        'equipment',
        'chocolate',
        'coffee',
        'milk',
        'new-arrivals',
        'subscriptions',
        'tea',
      ],
    ],
    [
      'UPDATED_AT',
      true,
      [
        'new-arrivals',
        'bestsellers',
        'subscriptions',
        'chocolate',
        'coffee',
        'equipment',
        'milk',
        'tea',
      ],
    ],
    [
      'RELEVANCE',
      false,
      [
        'coffee',
        'tea',
        'milk',
        'equipment',
        'chocolate',
        'subscriptions',
        'bestsellers',
        'new-arrivals',
      ],
    ],
  ])('sorts by %s (reverse %s)', async (sortKey, reverse, handles) => {
    const result = await data<{ collections: { nodes: { handle: string }[]; totalCount: string } }>(
      emulator,
      ALL,
      { sortKey, reverse },
    );
    expect(result.collections).toEqual({
      nodes: handles.map((handle) => ({ handle })),
      totalCount: '8',
    });
  });

  it('pages forwards and backwards with cursors', async () => {
    type Page = {
      collections: {
        nodes: { handle: string }[];
        pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string };
      };
    };
    const query =
      'query ($after: String) { collections(first: 3, after: $after) { nodes { handle } pageInfo { hasNextPage hasPreviousPage endCursor } } }';
    const first = await data<Page>(emulator, query);
    const second = await data<Page>(emulator, query, {
      after: first.collections.pageInfo.endCursor,
    });
    expect(second.collections.nodes).toEqual([
      { handle: 'equipment' },
      { handle: 'chocolate' },
      { handle: 'subscriptions' },
    ]);
    expect(second.collections.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const last = await data<Page>(emulator, '{ collections(last: 2) { nodes { handle } } }');
    expect(last.collections.nodes).toEqual([{ handle: 'bestsellers' }, { handle: 'new-arrivals' }]);
  });

  it('refuses a cursor from another sort', async () => {
    const byTitle = await data<{ collections: { pageInfo: { endCursor: string } } }>(
      emulator,
      '{ collections(first: 2, sortKey: TITLE) { pageInfo { endCursor } } }',
    );
    const result = await gql(
      emulator,
      'query ($after: String) { collections(first: 2, after: $after) { nodes { id } } }',
      {
        after: byTitle.collections.pageInfo.endCursor,
      },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_CURSOR');
  });
});

describe('Product.collections', () => {
  it.each([
    ['house-blend-coffee', ['coffee', 'subscriptions', 'bestsellers']],
    ['unsweetened-almond-drink', ['milk', 'new-arrivals']],
    ['stoneware-mug', ['equipment']],
  ])('lists the collections %s is in', async (handle, collections) => {
    const result = await data<{ product: unknown }>(
      emulator,
      'query ($handle: String) { product(handle: $handle) { collections(first: 10) { nodes { handle } totalCount } } }',
      { handle },
    );
    expect(result.product).toEqual({
      collections: {
        nodes: collections.map((c) => ({ handle: c })),
        totalCount: String(collections.length),
      },
    });
  });
});

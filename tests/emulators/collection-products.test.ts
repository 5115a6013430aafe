import { describe, expect, it } from 'vitest';
import { data, gql, makeEmulator } from './storefront-client';

const emulator = makeEmulator();

const PRODUCTS = `query ($handle: String, $filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $first: Int = 24, $after: String) {
  collection(handle: $handle) {
    products(first: $first, after: $after, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
      nodes { handle }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

interface Page {
  collection: {
    products: {
      nodes: { handle: string }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
  };
}

async function handles(variables: Record<string, unknown>): Promise<string[]> {
  const page = await data<Page>(emulator, PRODUCTS, variables);
  return page.collection.products.nodes.map((n) => n.handle);
}

describe('Collection.products(sortKey:, reverse:)', () => {
  it.each<[string, string | null, boolean, string[]]>([
    [
      'coffee',
      null,
      false,
      [
        'espresso-roast-no-5',
        'house-blend-coffee',
        'colombia-huila',
        'ethiopia-yirgacheffe',
        'coffee-starter-box',
        'coffee-of-the-month-subscription',
        'kenya-nyeri-aa',
        'swiss-water-decaf',
        'cold-brew-coffee-pouches',
        'oat-and-coffee-bundle',
      ],
    ],
    [
      'coffee',
      'PRICE',
      false,
      [
        'cold-brew-coffee-pouches',
        'swiss-water-decaf',
        'house-blend-coffee',
        'espresso-roast-no-5',
        'colombia-huila',
        'ethiopia-yirgacheffe',
        'kenya-nyeri-aa',
        'coffee-of-the-month-subscription',
        'oat-and-coffee-bundle',
        'coffee-starter-box',
      ],
    ],
    [
      'coffee',
      'BEST_SELLING',
      false,
      [
        'house-blend-coffee',
        'espresso-roast-no-5',
        'ethiopia-yirgacheffe',
        'coffee-of-the-month-subscription',
        'colombia-huila',
        'coffee-starter-box',
        'swiss-water-decaf',
        'cold-brew-coffee-pouches',
        'kenya-nyeri-aa',
        'oat-and-coffee-bundle',
      ],
    ],
    [
      'coffee',
      'CREATED',
      true,
      [
        'oat-and-coffee-bundle',
        'cold-brew-coffee-pouches',
        'kenya-nyeri-aa',
        'swiss-water-decaf',
        'colombia-huila',
        'espresso-roast-no-5',
        'coffee-of-the-month-subscription',
        'coffee-starter-box',
        'ethiopia-yirgacheffe',
        'house-blend-coffee',
      ],
    ],
    [
      'coffee',
      'TITLE',
      false,
      [
        'coffee-of-the-month-subscription',
        'coffee-starter-box',
        'cold-brew-coffee-pouches',
        'colombia-huila',
        'espresso-roast-no-5',
        'ethiopia-yirgacheffe',
        'house-blend-coffee',
        'kenya-nyeri-aa',
        'oat-and-coffee-bundle',
        'swiss-water-decaf',
      ],
    ],
    [
      'coffee',
      'ID',
      false,
      [
        'house-blend-coffee',
        'ethiopia-yirgacheffe',
        'coffee-starter-box',
        'coffee-of-the-month-subscription',
        'colombia-huila',
        'kenya-nyeri-aa',
        'swiss-water-decaf',
        'espresso-roast-no-5',
        'cold-brew-coffee-pouches',
        'oat-and-coffee-bundle',
      ],
    ],
    // The equipment collection's own order is PRICE_ASC; MANUAL is its list.
    [
      'equipment',
      'COLLECTION_DEFAULT',
      false,
      [
        'stoneware-mug',
        'bamboo-matcha-whisk-set',
        'glass-cafetiere',
        'ceramic-pour-over',
        'gooseneck-kettle',
        'hand-burr-grinder',
        'home-espresso-machine',
      ],
    ],
    [
      'equipment',
      'MANUAL',
      false,
      [
        'ceramic-pour-over',
        'hand-burr-grinder',
        'gooseneck-kettle',
        'glass-cafetiere',
        'stoneware-mug',
        'home-espresso-machine',
        'bamboo-matcha-whisk-set',
      ],
    ],
    // New arrivals are newest first (CREATED_DESC); reverse turns that to oldest first.
    [
      'new-arrivals',
      null,
      true,
      [
        'tea-of-the-month',
        'japanese-sencha',
        'chamomile-and-honeybush',
        'cold-brew-coffee-pouches',
        'unsweetened-almond-drink',
        'weekly-milk-delivery',
        'home-espresso-machine',
        'hot-chocolate-flakes',
        'oat-and-coffee-bundle',
        'chocolate-club',
      ],
    ],
    [
      'tea',
      'RELEVANCE',
      false,
      [
        'earl-grey-blue-flower',
        'breakfast-tea',
        'ceremonial-matcha',
        'japanese-sencha',
        'rooibos-chai',
        'chamomile-and-honeybush',
      ],
    ],
  ])('orders %s by %s (reverse %s)', async (handle, sortKey, reverse, expected) => {
    expect(await handles({ handle, sortKey, reverse })).toEqual(expected);
  });
});

describe('Collection.products(filters:)', () => {
  it.each<[string, string, unknown[], string | null, string[]]>([
    [
      'one vendor',
      'coffee',
      [{ productVendor: 'Hillside Roasters' }],
      null,
      ['colombia-huila', 'kenya-nyeri-aa', 'cold-brew-coffee-pouches'],
    ],
    [
      'two values of one filter, OR, whatever their case',
      'coffee',
      [{ productVendor: 'Hillside Roasters' }, { productVendor: 'morrow & co.' }],
      'PRICE',
      [
        'cold-brew-coffee-pouches',
        'swiss-water-decaf',
        'house-blend-coffee',
        'espresso-roast-no-5',
        'colombia-huila',
        'ethiopia-yirgacheffe',
        'kenya-nyeri-aa',
        'coffee-of-the-month-subscription',
        'oat-and-coffee-bundle',
        'coffee-starter-box',
      ],
    ],
    [
      'two tags, OR',
      'chocolate',
      [{ tag: 'vegan' }, { tag: 'gift' }],
      null,
      [
        'chocolate-tasting-box',
        'drinking-chocolate',
        'dark-chocolate-bar-70',
        'hot-chocolate-flakes',
        'chocolate-club',
      ],
    ],
    [
      'a product type AND a tag',
      'subscriptions',
      [{ productType: 'Tea' }, { tag: 'subscription' }],
      null,
      ['breakfast-tea', 'ceremonial-matcha'],
    ],
    [
      'a price range, on any variant',
      'equipment',
      [{ price: { min: 20, max: 50 } }],
      'PRICE',
      ['bamboo-matcha-whisk-set', 'glass-cafetiere', 'ceramic-pour-over', 'gooseneck-kettle'],
    ],
    [
      'only a minimum price',
      'equipment',
      [{ price: { min: 60 } }],
      null,
      ['hand-burr-grinder', 'home-espresso-machine'],
    ],
    [
      'out of stock: a product with any sold-out variant',
      'coffee',
      [{ available: false }],
      null,
      ['colombia-huila', 'kenya-nyeri-aa'],
    ],
    [
      'an option and availability on the same variant',
      'coffee',
      [{ variantOption: { name: 'Size', value: '1 kg' } }, { available: true }],
      null,
      ['espresso-roast-no-5', 'house-blend-coffee', 'colombia-huila', 'swiss-water-decaf'],
    ],
    [
      'an option value in any case',
      'equipment',
      [{ variantOption: { name: 'colour', value: 'matte black' } }],
      null,
      ['gooseneck-kettle', 'hand-burr-grinder'],
    ],
    [
      'an option whose only matching variant is sold out, with availability',
      'equipment',
      [{ variantOption: { name: 'colour', value: 'Matte Black' } }, { available: true }],
      null,
      ['gooseneck-kettle'],
    ],
    [
      'a product metafield',
      'milk',
      [{ productMetafield: { namespace: 'custom', key: 'none', value: 'x' } }],
      null,
      [],
    ],
    [
      'a variant metafield',
      'milk',
      [
        {
          variantMetafield: {
            namespace: 'custom',
            key: 'ab_test_swap_with_variant_chance',
            value: '50',
          },
        },
      ],
      null,
      ['barista-oat-milk'],
    ],
    ['a vendor no product has', 'tea', [{ productVendor: 'Nobody' }], null, []],
    [
      'an empty filter, which applies nothing',
      'milk',
      [{}],
      null,
      [
        'barista-oat-milk',
        'organic-oat-drink',
        'organic-whole-milk',
        'unsweetened-almond-drink',
        'weekly-milk-delivery',
      ],
    ],
  ])('narrows by %s', async (_, handle, filters, sortKey, expected) => {
    expect(await handles({ handle, filters, sortKey })).toEqual(expected);
  });
});

describe('cursors of Collection.products', () => {
  it('pages through a sorted, filtered collection in the unpaged order', async () => {
    const variables = {
      handle: 'coffee',
      sortKey: 'PRICE',
      filters: [{ available: true }],
      first: 3,
    };
    const all = await handles({ ...variables, first: 24 });
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const page: Page = await data<Page>(emulator, PRODUCTS, { ...variables, after });
      seen.push(...page.collection.products.nodes.map((n) => n.handle));
      if (!page.collection.products.pageInfo.hasNextPage) break;
      after = page.collection.products.pageInfo.endCursor;
    }
    expect(all).toHaveLength(9);
    expect(seen).toEqual(all);
  });

  it.each<[string, Record<string, unknown>]>([
    ['another sort', { handle: 'coffee', sortKey: 'TITLE' }],
    ['the reverse order', { handle: 'coffee', sortKey: 'PRICE', reverse: true }],
    ['other filters', { handle: 'coffee', sortKey: 'PRICE', filters: [{ available: false }] }],
    ['another collection', { handle: 'bestsellers', sortKey: 'PRICE' }],
  ])('refuses a cursor from %s with INVALID_CURSOR', async (_, other) => {
    const page = await data<Page>(emulator, PRODUCTS, {
      handle: 'coffee',
      sortKey: 'PRICE',
      first: 2,
    });
    const result = await gql(emulator, PRODUCTS, {
      ...other,
      after: page.collection.products.pageInfo.endCursor,
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Invalid cursor for current pagination sort.',
      extensions: { code: 'INVALID_CURSOR' },
    });
  });

  it.each([
    'not base64 at all',
    Buffer.from('{"last_id":1}').toString('base64'),
    'x'.repeat(10_000),
  ])('refuses a made-up cursor without failing the request (%#)', async (after) => {
    const result = await gql(emulator, PRODUCTS, { handle: 'tea', after });
    expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_CURSOR');
  });

  it('answers the same cursors to the same query, from another emulator too', async () => {
    const variables = { handle: 'tea', sortKey: 'BEST_SELLING', first: 2 };
    const a = await data<Page>(emulator, PRODUCTS, variables);
    const b = await data<Page>(makeEmulator(), PRODUCTS, variables);
    expect(b.collection.products.pageInfo.endCursor).toBe(a.collection.products.pageInfo.endCursor);
  });
});

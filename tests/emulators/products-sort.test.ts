import { describe, expect, it } from 'vitest';
import { data, gql, makeEmulator } from './storefront-client';

const emulator = makeEmulator();
const FIRST_FIVE =
  'query ($sortKey: ProductSortKeys, $reverse: Boolean, $after: String) { products(first: 5, sortKey: $sortKey, reverse: $reverse, after: $after) { nodes { handle } pageInfo { endCursor } } }';

interface Page {
  products: { nodes: { handle: string }[]; pageInfo: { endCursor: string } };
}

describe('products(sortKey:, reverse:)', () => {
  it.each<[string | null, boolean, string[]]>([
    [
      null,
      false,
      [
        'house-blend-coffee',
        'ethiopia-yirgacheffe',
        'breakfast-tea',
        'coffee-starter-box',
        'daily-greens',
      ],
    ],
    [
      'RELEVANCE',
      false,
      [
        'house-blend-coffee',
        'ethiopia-yirgacheffe',
        'breakfast-tea',
        'coffee-starter-box',
        'daily-greens',
      ],
    ],
    [
      'BEST_SELLING',
      false,
      [
        'house-blend-coffee',
        'espresso-roast-no-5',
        'breakfast-tea',
        'barista-oat-milk',
        'ethiopia-yirgacheffe',
      ],
    ],
    [
      'PRICE',
      false,
      [
        'organic-whole-milk',
        'organic-oat-drink',
        'weekly-milk-delivery',
        'unsweetened-almond-drink',
        'hazelnut-milk-chocolate',
      ],
    ],
    [
      'PRICE',
      true,
      [
        'home-espresso-machine',
        'hand-burr-grinder',
        'gooseneck-kettle',
        'daily-greens',
        'coffee-starter-box',
      ],
    ],
    [
      'CREATED_AT',
      true,
      [
        'chocolate-club',
        'oat-and-coffee-bundle',
        'hot-chocolate-flakes',
        'home-espresso-machine',
        'weekly-milk-delivery',
      ],
    ],
    [
      'TITLE',
      false,
      [
        'dark-chocolate-bar-70',
        'bamboo-matcha-whisk-set',
        'barista-oat-milk',
        'ceramic-pour-over',
        'ceremonial-matcha',
      ],
    ],
    [
      'VENDOR',
      false,
      [
        'dark-chocolate-bar-70',
        'hazelnut-milk-chocolate',
        'hot-chocolate-flakes',
        'chocolate-tasting-box',
        'chocolate-club',
      ],
    ],
    [
      'UPDATED_AT',
      false,
      [
        'house-blend-coffee',
        'ethiopia-yirgacheffe',
        'breakfast-tea',
        'stoneware-mug',
        'coffee-starter-box',
      ],
    ],
  ])('sorts by %s (reverse %s)', async (sortKey, reverse, expected) => {
    const page = await data<Page>(emulator, FIRST_FIVE, { sortKey, reverse });
    expect(page.products.nodes.map((n) => n.handle)).toEqual(expected);
  });

  it('continues a sort from its cursor', async () => {
    const first = await data<Page>(emulator, FIRST_FIVE, { sortKey: 'PRICE' });
    const next = await data<Page>(emulator, FIRST_FIVE, {
      sortKey: 'PRICE',
      after: first.products.pageInfo.endCursor,
    });
    expect(next.products.nodes.map((n) => n.handle)).toEqual([
      'chamomile-and-honeybush',
      'dark-chocolate-bar-70',
      'rooibos-chai',
      'breakfast-tea',
      'earl-grey-blue-flower',
    ]);
  });

  it('refuses the cursor of another sort, or of the same sort reversed', async () => {
    const first = await data<Page>(emulator, FIRST_FIVE, { sortKey: 'PRICE' });
    const after = first.products.pageInfo.endCursor;
    for (const variables of [
      { sortKey: 'TITLE', after },
      { sortKey: 'PRICE', reverse: true, after },
    ]) {
      const result = await gql(emulator, FIRST_FIVE, variables);
      expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_CURSOR');
    }
  });
});

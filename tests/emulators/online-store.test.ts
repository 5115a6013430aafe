import { describe, expect, it } from 'vitest';
import { indexCatalogue, loadCatalogue } from '@/emulators/storefront/catalogue';
import {
  buildOnlineStore,
  loadOnlineStoreContent,
  missingMenuResources,
} from '@/emulators/storefront/online-store';
import { fixtureCollectionGid } from './search-fixtures';
import { storefrontClient, TEST_ORIGIN } from './search-client';

const { gql, data } = storefrontClient();

interface Item {
  title: string;
  type: string;
  url: string | null;
  items: Item[];
}

const MENU = /* GraphQL */ `
  fragment Item on MenuItem {
    id
    title
    type
    url
    tags
    resourceId
    resource {
      __typename
      ... on Page {
        handle
      }
      ... on ShopPolicy {
        handle
      }
      ... on Product {
        handle
      }
      ... on Collection {
        handle
      }
    }
  }
  query Menu($handle: String!) {
    menu(handle: $handle) {
      id
      handle
      title
      itemsCount
      items {
        ...Item
        items {
          ...Item
          items {
            ...Item
          }
        }
      }
    }
  }
`;

const outline = (items: Item[]): string[] =>
  items.flatMap((i) => [
    `${i.title} ${i.type} ${i.url?.replace(TEST_ORIGIN, '') ?? ''}`,
    ...outline(i.items).map((line) => `  ${line}`),
  ]);

describe('menu(handle:)', () => {
  it.each([
    [
      'main-menu',
      [
        'Shop COLLECTIONS /collections',
        '  Coffee COLLECTION /collections/coffee',
        '  Tea COLLECTION /collections/tea',
        '  Milk COLLECTION /collections/milk',
        '  Equipment COLLECTION /collections/equipment',
        '  Chocolate COLLECTION /collections/chocolate',
        '  Subscriptions COLLECTION /collections/subscriptions',
        '  All products CATALOG /collections/all',
        'How subscriptions work PAGE /pages/subscriptions',
        'About PAGE /pages/about',
        'Search SEARCH /search',
      ],
    ],
    [
      'footer',
      [
        'Home FRONTPAGE /',
        'FAQ PAGE /pages/faq',
        'Shipping and returns PAGE /pages/shipping-returns',
        'Contact PAGE /pages/contact',
        'Privacy policy SHOP_POLICY /policies/privacy-policy',
        'Refund policy SHOP_POLICY /policies/refund-policy',
        'Terms of service SHOP_POLICY /policies/terms-of-service',
      ],
    ],
    [
      'next-js-frontend-header-menu',
      [
        'All SEARCH /search',
        'Coffee COLLECTION /collections/coffee',
        'Tea COLLECTION /collections/tea',
        'Equipment COLLECTION /collections/equipment',
      ],
    ],
    [
      'next-js-frontend-footer-menu',
      [
        'Home FRONTPAGE /',
        'About PAGE /pages/about',
        'FAQ PAGE /pages/faq',
        'Shipping and returns PAGE /pages/shipping-returns',
        'Contact PAGE /pages/contact',
      ],
    ],
  ])('%s has its items, with URLs on the shop domain', async (handle, expected) => {
    const { menu } = await data<{ menu: { handle: string; itemsCount: number; items: Item[] } }>(
      MENU,
      { handle },
    );
    expect(menu.handle).toBe(handle);
    expect(outline(menu.items)).toEqual(expected);
    expect(menu.itemsCount).toBe(menu.items.length);
  });

  it('resolves a page item and a policy item to their resource, with its id', async () => {
    const { menu } = await data<{
      menu: { items: { title: string; resourceId: string | null; resource: unknown }[] };
    }>(MENU, { handle: 'footer' });
    const byTitle = new Map(menu.items.map((i) => [i.title, i]));
    expect(byTitle.get('FAQ')).toMatchObject({
      resourceId: 'gid://shopify/Page/1200000003',
      resource: { __typename: 'Page', handle: 'faq' },
    });
    expect(byTitle.get('Refund policy')).toMatchObject({
      resourceId: 'gid://shopify/ShopPolicy/1500000002',
      resource: { __typename: 'ShopPolicy', handle: 'refund-policy' },
    });
    expect(byTitle.get('Home')).toMatchObject({ resourceId: null, resource: null });
  });

  it('resolves a collection item to its collection', async () => {
    const { menu } = await data<{
      menu: {
        items: { items: { title: string; resourceId: string | null; resource: unknown }[] }[];
      };
    }>(MENU, { handle: 'main-menu' });
    expect(menu.items[0]?.items[0]).toMatchObject({
      title: 'Coffee',
      resourceId: fixtureCollectionGid(1),
      resource: { __typename: 'Collection', handle: 'coffee' },
    });
  });

  it.each(['no-such-menu', '', '<script>', 'x'.repeat(10_000)])(
    'answers null for the unknown menu %j',
    async (handle) => {
      expect(await data(MENU, { handle })).toEqual({ menu: null });
    },
  );
});

const PAGE_FIELDS =
  'id handle title bodySummary onlineStoreUrl createdAt updatedAt seo { title description }';

describe('page, pageByHandle', () => {
  it('reads a page by handle, by id and by the deprecated pageByHandle', async () => {
    const result = await data<Record<string, unknown>>(
      `{ byHandle: page(handle: "faq") { ${PAGE_FIELDS} body }
         byId: page(id: "gid://shopify/Page/1200000003") { handle }
         old: pageByHandle(handle: "faq") { handle } }`,
    );
    expect(result.byHandle).toMatchObject({
      id: 'gid://shopify/Page/1200000003',
      handle: 'faq',
      title: 'Frequently asked questions',
      onlineStoreUrl: `${TEST_ORIGIN}/pages/faq`,
      createdAt: '2023-04-10T09:00:00Z',
      seo: { title: 'FAQ', description: 'Roast dates, grinds and subscriptions.' },
      body: expect.stringContaining('<h2>How fresh is the coffee?</h2>'),
    });
    const summary = (result.byHandle as { bodySummary: string }).bodySummary;
    expect(summary).toMatch(/^How fresh is the coffee\? Every bag carries its roast date/);
    expect(summary.length).toBeLessThanOrEqual(150);
    expect(summary).not.toMatch(/[<>]/);
    expect(result.byId).toEqual({ handle: 'faq' });
    expect(result.old).toEqual({ handle: 'faq' });
  });

  it.each([
    ['page(handle: "missing") { id }', { page: null }],
    ['page(id: "gid://shopify/Page/1") { id }', { page: null }],
    ['page(id: "gid://shopify/Product/1200000003") { id }', { page: null }],
    ['pageByHandle(handle: "<b>") { id }', { pageByHandle: null }],
  ])('answers null for %s', async (field, expected) => {
    expect(await data(`{ ${field} }`)).toEqual(expected);
  });

  it('refuses an id that is no global id, as Shopify does', async () => {
    const result = await gql('{ page(id: "about") { id } }');
    expect(result.errors?.[0]?.message).toBe("Invalid global id 'about'");
  });
});

describe('pages(query:, sortKey:)', () => {
  const PAGES =
    'query Pages($query: String, $sortKey: PageSortKeys, $reverse: Boolean) { pages(first: 10, query: $query, sortKey: $sortKey, reverse: $reverse) { nodes { handle } } }';
  it.each([
    [null, 'ID', false, ['about', 'contact', 'faq', 'shipping-returns', 'subscriptions']],
    [null, 'ID', true, ['subscriptions', 'shipping-returns', 'faq', 'contact', 'about']],
    [null, 'TITLE', false, ['about', 'contact', 'faq', 'subscriptions', 'shipping-returns']],
    [null, 'UPDATED_AT', false, ['shipping-returns', 'contact', 'subscriptions', 'about', 'faq']],
    ['subscription', 'ID', false, ['faq', 'subscriptions']],
    ['subscription', 'RELEVANCE', false, ['subscriptions', 'faq']],
    ['title:contact', 'ID', false, ['contact']],
    ['handle:shipping-returns', 'ID', false, ['shipping-returns']],
    ['refund OR collection', 'ID', false, ['contact', 'shipping-returns']],
    ['updated_at:>2024-05-01', 'ID', false, ['about', 'faq']],
    ['-roast', 'ID', false, ['contact', 'shipping-returns', 'subscriptions']],
    ['<script>alert(1)</script>', 'ID', false, []],
  ])('query %j sorted by %s (reverse %s) finds %j', async (query, sortKey, reverse, expected) => {
    const result = await data<{ pages: { nodes: { handle: string }[] } }>(PAGES, {
      query,
      sortKey,
      reverse,
    });
    expect(result.pages.nodes.map((n) => n.handle)).toEqual(expected);
  });

  it('pages with cursors', async () => {
    const first = await data<{
      pages: { nodes: { handle: string }[]; pageInfo: { endCursor: string; hasNextPage: boolean } };
    }>('{ pages(first: 2) { nodes { handle } pageInfo { endCursor hasNextPage } } }');
    expect(first.pages.nodes.map((n) => n.handle)).toEqual(['about', 'contact']);
    expect(first.pages.pageInfo.hasNextPage).toBe(true);
    const next = await data<{ pages: { nodes: { handle: string }[] } }>(
      'query ($after: String) { pages(first: 2, after: $after) { nodes { handle } } }',
      { after: first.pages.pageInfo.endCursor },
    );
    expect(next.pages.nodes.map((n) => n.handle)).toEqual(['faq', 'shipping-returns']);
  });
});

describe('urlRedirects(query:)', () => {
  const REDIRECTS =
    'query ($query: String, $reverse: Boolean) { urlRedirects(first: 20, query: $query, reverse: $reverse) { nodes { path target } } }';
  const ALL = [
    '/pages/about-us',
    '/pages/delivery',
    '/collections/beans',
    '/products/house-blend',
    '/shop',
    '/products/old-house-blend',
    '/coffee',
    '/products/gone-abroad',
    '/collections/old-beans',
    '/pages/loop-a',
    '/pages/loop-b',
  ];
  it.each([
    [null, false, ALL],
    [null, true, [...ALL].reverse()],
    ['path:/shop', false, ['/shop']],
    [
      'path:/pages/*',
      false,
      ['/pages/about-us', '/pages/delivery', '/pages/loop-a', '/pages/loop-b'],
    ],
    ['target:/collections/coffee', false, ['/collections/beans', '/coffee']],
    ['about', false, ['/pages/about-us']],
    ['path:/nowhere', false, []],
    // As the shop asks for one path (lib/shopify/url-redirects.ts): quoted, matched whole.
    ['path:"/products/old-house-blend"', false, ['/products/old-house-blend']],
    ['path:"/Products/Old-House-Blend"', false, ['/products/old-house-blend']],
    ['path:"/products/old-house"', false, []],
    ['path:"/products/old-house-blend/"', false, []],
    ['path:"/products/house-blend"', false, ['/products/house-blend']],
  ])('query %j (reverse %s) finds %j', async (query, reverse, expected) => {
    const result = await data<{ urlRedirects: { nodes: { path: string }[] } }>(REDIRECTS, {
      query,
      reverse,
    });
    expect(result.urlRedirects.nodes.map((n) => n.path)).toEqual(expected);
  });

  it('answers targets as stored: site paths and absolute URLs', async () => {
    const result = await data<{ urlRedirects: { nodes: { path: string; target: string }[] } }>(
      REDIRECTS,
      { query: 'path:"/products/gone-abroad" OR path:"/products/old-house-blend"' },
    );
    expect(result.urlRedirects.nodes).toEqual([
      { path: '/products/old-house-blend', target: '/products/house-blend-coffee' },
      { path: '/products/gone-abroad', target: 'https://elsewhere.example/products/gone-abroad' },
    ]);
  });
});

describe('shop', () => {
  it('answers the fields peers read, policies included', async () => {
    const { shop } = await data<{ shop: Record<string, unknown> }>(
      `{ shop {
          id name description moneyFormat brand { slogan }
          primaryDomain { url host }
          privacyPolicy { id handle title url body }
          refundPolicy { handle url }
          shippingPolicy { handle url }
          termsOfService { handle url }
          subscriptionPolicy { id handle title url }
        } }`,
    );
    expect(shop).toMatchObject({
      name: 'Fixture Shop',
      description: 'A shop for tests.',
      brand: null,
      primaryDomain: { url: TEST_ORIGIN, host: 'shop.test:4010' },
      privacyPolicy: {
        id: 'gid://shopify/ShopPolicy/1500000001',
        handle: 'privacy-policy',
        title: 'Privacy policy',
        url: `${TEST_ORIGIN}/policies/privacy-policy`,
        body: expect.stringMatching(/^<p>.+<\/p>$/),
      },
      refundPolicy: { handle: 'refund-policy', url: `${TEST_ORIGIN}/policies/refund-policy` },
      shippingPolicy: { handle: 'shipping-policy' },
      termsOfService: { handle: 'terms-of-service' },
      subscriptionPolicy: { handle: 'subscription-policy', title: 'Subscription policy' },
    });
  });
});

describe('the shipped content', () => {
  it('has the five policies Shopify names, the privacy policy ending with its #cookies section', () => {
    const policies = loadOnlineStoreContent().policies;
    expect(policies.map((p) => p.handle).sort()).toEqual([
      'privacy-policy',
      'refund-policy',
      'shipping-policy',
      'subscription-policy',
      'terms-of-service',
    ]);
    const privacy = policies.find((p) => p.handle === 'privacy-policy')!.body;
    const cookies = privacy.indexOf('<h2 id="cookies">');
    expect(cookies).toBeGreaterThan(0);
    // The shop's table of tools follows the body, so the cookie section must be its last.
    expect(privacy.slice(cookies + 1)).not.toContain('<h2');
    for (const { body } of policies) expect(body.match(/<h2[ >]/g)?.length).toBeGreaterThan(1);
  });

  it('links every menu item to a product, page, policy or collection that exists', () => {
    const content = loadOnlineStoreContent();
    const index = indexCatalogue(loadCatalogue(), TEST_ORIGIN);
    const store = buildOnlineStore(content, TEST_ORIGIN);
    expect(missingMenuResources(content, store, index)).toEqual([]);
  });

  it('pairs product types with collections that exist, for complementary recommendations', () => {
    const index = indexCatalogue(loadCatalogue(), TEST_ORIGIN);
    const named = loadOnlineStoreContent().complementary.flatMap((rule) => rule.collections);
    expect(named.filter((handle) => !index.collectionByHandle.has(handle))).toEqual([]);
    const types = new Set(index.products.map((p) => p.data.productType));
    const paired = loadOnlineStoreContent().complementary.map((rule) => rule.productType);
    expect([...types].filter((type) => !paired.includes(type))).toEqual([]);
  });

  it('finds a missing resource when a menu names one', () => {
    const content = loadOnlineStoreContent();
    const index = indexCatalogue(loadCatalogue(), TEST_ORIGIN);
    const broken = {
      ...content,
      menus: [
        {
          id: 'gid://shopify/Menu/1',
          handle: 'broken',
          title: 'Broken',
          items: [
            {
              id: 'gid://shopify/MenuItem/1',
              title: 'Gone',
              type: 'COLLECTION' as const,
              handle: 'gone',
            },
          ],
        },
      ],
    };
    expect(missingMenuResources(broken, buildOnlineStore(broken, TEST_ORIGIN), index)).toEqual([
      'broken > Gone: COLLECTION gone',
    ]);
  });
});

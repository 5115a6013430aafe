/**
 * The sitemap, robots.txt and the shop's own URL redirects, against the production build and the
 * local platform: the index followed to every shard and compared with what the platform holds.
 * Crawler-facing documents, so one width is enough (desktop).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PLATFORM_URL, STOREFRONT_TOKEN } from './fixtures/shop';

test.skip(({ isMobile }) => isMobile, 'crawler-facing: the desktop project covers it');

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

async function storefront<T>(request: APIRequestContext, query: string): Promise<T> {
  const res = await request.post(`${PLATFORM_URL}/api/2023-10/graphql.json`, {
    headers: { 'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN },
    data: { query },
  });
  return (await res.json()).data as T;
}

/** Every handle of a connection on the platform, 250 at a time. */
async function handles(request: APIRequestContext, field: 'products' | 'collections') {
  const all: string[] = [];
  let after: string | null = null;
  for (;;) {
    const page: {
      [k: string]: {
        nodes: { handle: string }[];
        pageInfo: { endCursor: string; hasNextPage: boolean };
      };
    } = await storefront(
      request,
      `{ ${field}(first: 250${after ? `, after: ${JSON.stringify(after)}` : ''}) { nodes { handle } pageInfo { endCursor hasNextPage } } }`,
    );
    all.push(...page[field]!.nodes.map((n) => n.handle));
    if (!page[field]!.pageInfo.hasNextPage) return all;
    after = page[field]!.pageInfo.endCursor;
  }
}

test('sitemap.xml indexes sitemaps that reach every product, collection, policy and content page', async ({
  request,
}) => {
  // Another test may publish a product meanwhile: the sitemap holds at least the products there
  // before it was asked for, and none that are not there after.
  const productsBefore = await handles(request, 'products');
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  expect(index.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const sitemaps = locs(indexXml);
  const origin = new URL(sitemaps[0]!).origin;

  const listed: string[] = [];
  for (const loc of sitemaps) {
    expect(new URL(loc).origin).toBe(origin);
    const url = new URL(loc);
    const shard = await request.get(`${url.pathname}${url.search}`);
    expect(shard.status(), loc).toBe(200);
    const xml = await shard.text();
    expect(xml).toContain('<urlset');
    listed.push(
      ...locs(xml).map((l) => (expect(new URL(l).origin).toBe(origin), new URL(l).pathname)),
    );
  }
  expect(new Set(listed).size).toBe(listed.length);

  const [productsAfter, collections] = [
    await handles(request, 'products'),
    await handles(request, 'collections'),
  ];
  const { shop } = await storefront<{ shop: Record<string, { handle: string } | null> }>(
    request,
    '{ shop { privacyPolicy { handle } termsOfService { handle } refundPolicy { handle } shippingPolicy { handle } subscriptionPolicy { handle } } }',
  );
  const stories = await (
    await request.get(
      `${PLATFORM_URL}/v2/cdn/stories?starts_with=pages/&per_page=100&token=demo-content-token`,
    )
  ).json();
  const expected = [
    '/',
    '/collections',
    ...stories.stories.map((s: { full_slug: string }) => `/${s.full_slug}`),
    ...Object.values(shop).flatMap((p) => (p ? [`/policies/${p.handle}`] : [])),
    ...collections.map((h) => `/collections/${h}`),
  ];
  for (const path of expected) expect(listed, path).toContain(path);
  const productPaths = listed.filter((p) => p.startsWith('/products/'));
  for (const handle of productsBefore) expect(productPaths).toContain(`/products/${handle}`);
  for (const path of productPaths) expect(productsAfter).toContain(path.slice('/products/'.length));
  expect(listed.filter((p) => p.startsWith('/policies/'))).toHaveLength(5);

  // Every page listed is there, the policy pages included.
  for (const path of listed) {
    const page = await request.get(path, { maxRedirects: 0 });
    expect(page.status(), path).toBe(200);
  }
});

test('a shard that is not in the index is a 404', async ({ request }) => {
  for (const path of [
    '/sitemap/products/2.xml',
    '/sitemap/products/2.xml?after=not-a-cursor',
    '/sitemap/unknown/1.xml',
    '/sitemap/pages/2.xml?after=x',
  ])
    expect((await request.get(path)).status(), path).toBe(404);
});

test('robots.txt names the sitemap and keeps crawlers out of the traps', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/plain');
  const text = await res.text();
  const sitemapLine = /^Sitemap: (\S+)$/m.exec(text)?.[1];
  const index = locs(await (await request.get('/sitemap.xml')).text());
  expect(sitemapLine).toBe(`${new URL(index[0]!).origin}/sitemap.xml`);
  const disallowed = [...text.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]);
  expect(disallowed).toEqual(
    expect.arrayContaining(['/api/', '/search', '/collections/*?*', '/*?*_storyblok=']),
  );
});

test.describe('the shop’s own URL redirects', () => {
  test('a missing product with a Shopify redirect goes to its target, keeping the query', async ({
    page,
  }) => {
    const response = await page.goto('/products/old-house-blend?utm_source=mail');
    expect(response?.request().redirectedFrom()?.url()).toContain('/products/old-house-blend');
    expect(new URL(page.url()).pathname).toBe('/products/house-blend-coffee');
    expect(new URL(page.url()).search).toBe('?utm_source=mail');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('House Blend');
  });

  test('a redirect from a path no route has, and a chain, are followed', async ({ request }) => {
    const chain = await request.get('/collections/old-beans', { maxRedirects: 0 });
    expect(chain.status()).toBe(301);
    expect(chain.headers().location).toBe('/collections/coffee');
    // A `?variant=` link is rendered by the variant's route; the product's redirect still applies.
    const variant = await request.get('/products/old-house-blend?variant=42', { maxRedirects: 0 });
    expect(variant.status()).toBe(301);
    expect(variant.headers().location).toBe('/products/house-blend-coffee?variant=42');
    const shop = await request.get('/shop?x=1', { maxRedirects: 0 });
    expect(shop.status()).toBe(301);
    expect(shop.headers().location).toBe('/collections/all?x=1');
  });

  test('the CMS redirect for the same path wins', async ({ request }) => {
    // /coffee is a Shopify redirect to /collections/coffee and a CMS one to the House Blend.
    const res = await request.get('/coffee', { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers().location).toMatch(/\/products\/house-blend-coffee$/);
  });

  test('an external target, a loop and an unknown path stay 404s', async ({ request }) => {
    for (const path of ['/products/gone-abroad', '/pages/loop-a', '/products/no-such-thing']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
    }
  });

  test('a product that exists is served, never redirected', async ({ request }) => {
    const res = await request.get('/products/house-blend-coffee', { maxRedirects: 0 });
    expect(res.status()).toBe(200);
  });
});

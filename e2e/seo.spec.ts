/**
 * What search engines and link previews read in the server's HTML (fetched with `request`, no
 * script run) and what the page's head holds once it has hydrated: canonical links on the site
 * URL, Open Graph / Twitter tags, JSON-LD, and noindex where a page must stay out of the index.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { siteUrl } from '@/lib/seo/site-url';
import { E2E_PREVIEW_SECRET } from './fixtures/content';
import { PLATFORM_URL, STOREFRONT_TOKEN } from './fixtures/shop';

const PRODUCT = '/products/house-blend-coffee';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decode = (text: string) => text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!);

/** The head of a server-rendered page, read from its HTML as a crawler would. */
class ServerHead {
  constructor(readonly html: string) {}

  /** The `content` of every meta tag whose `name` or `property` is `key`. */
  meta(key: string): string[] {
    const tag = new RegExp(
      `<meta\\b[^>]*?\\b(?:name|property)="${key}"[^>]*?\\bcontent="([^"]*)"`,
      'g',
    );
    return [...this.html.matchAll(tag)].map((m) => decode(m[1]!));
  }

  canonicals(): string[] {
    return [...this.html.matchAll(/<link\b[^>]*?\brel="canonical"[^>]*?\bhref="([^"]*)"/g)].map(
      (m) => decode(m[1]!),
    );
  }

  title(): string | undefined {
    const found = /<title\b[^>]*>([^<]*)<\/title>/.exec(this.html)?.[1];
    return found === undefined ? undefined : decode(found);
  }

  /** Every JSON-LD item, the arrays of a script flattened. */
  jsonLd(): Record<string, unknown>[] {
    const scripts = this.html.matchAll(
      /<script\b[^>]*?\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
    );
    return [...scripts].flatMap((m) => [JSON.parse(m[1]!)].flat() as Record<string, unknown>[]);
  }

  ofType(type: string): Record<string, unknown> | undefined {
    return this.jsonLd().find((item) => item['@type'] === type);
  }
}

async function serverHead(request: APIRequestContext, path: string): Promise<ServerHead> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return new ServerHead(await response.text());
}

/** The same head read from the live document once the page has loaded and hydrated. */
async function renderedHead(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydration]')).toBeAttached();
  const head = page.locator('head');
  return {
    canonical: () => head.locator('link[rel="canonical"]').getAttribute('href'),
    meta: (key: string) =>
      head.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content'),
    jsonLd: async () =>
      (await head.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
        (text) => [JSON.parse(text)].flat() as Record<string, unknown>[],
      ),
  };
}

/** The numeric ids of a product's variants, asked of the platform itself. */
async function platformVariantIds(request: APIRequestContext, handle: string): Promise<string[]> {
  const response = await request.post(`${PLATFORM_URL}/api/2023-10/graphql.json`, {
    headers: { 'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN },
    data: {
      query:
        'query ($handle: String!) { product(handle: $handle) { variants(first: 100) { nodes { id } } } }',
      variables: { handle },
    },
  });
  const body = (await response.json()) as {
    data: { product: { variants: { nodes: { id: string }[] } } };
  };
  return body.data.product.variants.nodes.map((v) => v.id.split('/').pop()!);
}

interface JsonLdOffer {
  '@type': string;
  price: string;
  priceCurrency: string;
  availability: string;
  sku?: string;
  url: string;
  description?: string;
  priceSpecification?: { '@type': string; price: string; priceCurrency: string }[];
}

test.describe('a product page', () => {
  test('the HTML carries its canonical URL, Open Graph and Twitter tags with image and price', async ({
    request,
  }) => {
    const head = await serverHead(request, PRODUCT);
    expect(head.canonicals()).toEqual([`${siteUrl}${PRODUCT}`]);
    expect(head.title()).toBe('House Blend Coffee Beans | Morrow & Co.');
    expect(head.meta('description')[0]).toMatch(/^Our everyday blend/);
    expect(head.meta('og:type')).toEqual(['product']);
    expect(head.meta('og:url')).toEqual([`${siteUrl}${PRODUCT}`]);
    expect(head.meta('og:title')).toEqual([head.title()]);
    expect(head.meta('og:image')[0]).toMatch(
      /^https?:\/\/.+\/images\/products\/house-blend-coffee-1\.webp$/,
    );
    expect(head.meta('product:price:amount')[0]).toMatch(/^\d+\.\d{2}$/);
    expect(head.meta('product:price:currency')).toEqual(['GBP']);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta('twitter:image')).toEqual(head.meta('og:image'));
    expect(head.meta('robots')).toEqual([]);
  });

  test('the HTML carries a Product with one offer per variant, priced in GBP, with availability', async ({
    request,
  }) => {
    const head = await serverHead(request, PRODUCT);
    const product = head.ofType('Product')!;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'House Blend Coffee Beans',
    });
    expect((product.image as string[]).length).toBeGreaterThan(0);
    const offers = product.offers as JsonLdOffer[];
    // One offer per variant the platform has, each linking to its variant.
    const ids = await platformVariantIds(request, 'house-blend-coffee');
    expect(ids.length).toBeGreaterThan(1);
    expect(offers.map((o) => new URL(o.url).searchParams.get('variant'))).toEqual(ids);
    for (const offer of offers) {
      expect(offer['@type']).toBe('Offer');
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
      expect(offer.priceCurrency).toBe('GBP');
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
      expect(offer.url).toMatch(new RegExp(`^${siteUrl}${PRODUCT}\\?variant=\\d+$`));
    }
    expect(new Set(offers.map((o) => o.url)).size).toBe(offers.length);
    expect(head.ofType('BreadcrumbList')).toBeTruthy();
  });

  test('the rendered head keeps the canonical, the tags and the JSON-LD after hydration', async ({
    page,
    request,
  }) => {
    const server = await serverHead(request, PRODUCT);
    const head = await renderedHead(page, PRODUCT);
    expect(await head.canonical()).toBe(`${siteUrl}${PRODUCT}`);
    expect(await head.meta('product:price:currency')).toBe('GBP');
    expect(await head.meta('og:image')).toBe(server.meta('og:image')[0]);
    const types = (await head.jsonLd()).map((item) => item['@type']);
    expect(types).toEqual(['Product', 'BreadcrumbList']);
    await expect(page).toHaveTitle('House Blend Coffee Beans | Morrow & Co.');
  });

  test('a ?variant= link has the product page as its canonical', async ({ request }) => {
    const offers = (await serverHead(request, PRODUCT)).ofType('Product')!.offers as JsonLdOffer[];
    const variantUrl = new URL(offers[1]!.url);
    const head = await serverHead(request, `${variantUrl.pathname}${variantUrl.search}`);
    expect(head.canonicals()).toEqual([`${siteUrl}${PRODUCT}`]);
  });

  test('a subscription-only product says its offer is a recurring price', async ({ request }) => {
    const head = await serverHead(request, '/products/coffee-of-the-month-subscription');
    const [offer] = head.ofType('Product')!.offers as JsonLdOffer[];
    expect(offer!.description).toMatch(/^Subscription, .*recurring price/);
    expect(offer!.priceSpecification?.[0]).toMatchObject({
      '@type': 'UnitPriceSpecification',
      price: offer!.price,
      priceCurrency: 'GBP',
    });
  });
});

test('a sorted collection view has the plain collection as its canonical', async ({ request }) => {
  const plain = await serverHead(request, '/collections/coffee');
  const sorted = await serverHead(request, '/collections/coffee?sort=price-descending');
  expect(plain.canonicals()).toEqual([`${siteUrl}/collections/coffee`]);
  expect(sorted.canonicals()).toEqual([`${siteUrl}/collections/coffee`]);
  // The canonical says which page to index; the view itself is not shut out.
  expect(sorted.meta('robots')).toEqual([]);
  expect(sorted.title()).toBe('Coffee | Morrow & Co.');
  const crumbs = sorted.ofType('BreadcrumbList')!.itemListElement as { item: string }[];
  expect(crumbs.map((c) => c.item)).toEqual([
    `${siteUrl}/`,
    `${siteUrl}/collections`,
    `${siteUrl}/collections/coffee`,
  ]);
});

test('search results are noindex, in the HTML and in the rendered head', async ({
  request,
  page,
}) => {
  const head = await serverHead(request, '/search?q=coffee');
  expect(head.meta('robots')).toEqual(['noindex']);
  expect(head.canonicals()).toEqual([]);
  const rendered = await renderedHead(page, '/search?q=coffee');
  expect(await rendered.meta('robots')).toBe('noindex');
});

test('a draft page is noindex, the published one is not', async ({ page }) => {
  const published = await serverHead(page.request, '/pages/about');
  expect(published.meta('robots')).toEqual([]);
  expect(published.canonicals()).toEqual([`${siteUrl}/pages/about`]);
  const entered = await page.request.get(
    `/api/draft?secret=${E2E_PREVIEW_SECRET}&slug=/pages/about`,
    { maxRedirects: 0 },
  );
  expect(entered.status()).toBeLessThan(400);
  const draft = await serverHead(page.request, '/pages/about');
  expect(draft.meta('robots')).toEqual(['noindex']);
  expect(draft.canonicals()).toEqual([]);
});

test('the home page describes the shop as an Organization and the site as a WebSite', async ({
  request,
  page,
}) => {
  const head = await serverHead(request, '/');
  expect(head.canonicals()).toEqual([`${siteUrl}/`]);
  expect(head.meta('description')[0]).toBeTruthy();
  expect(head.ofType('Organization')).toMatchObject({ name: 'Morrow & Co.', url: `${siteUrl}/` });
  expect(head.ofType('WebSite')).toMatchObject({
    url: `${siteUrl}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { urlTemplate: `${siteUrl}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  });
  const rendered = await renderedHead(page, '/');
  expect((await rendered.jsonLd()).map((item) => item['@type'])).toEqual([
    'Organization',
    'WebSite',
  ]);
});

// POST /__admin/products: a product published after the shop's build, on the
// platform as `npm run platform` runs it (the real Storefront emulator and catalogue).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from '@/emulators/server';
import { loadCatalogue } from '@/emulators/storefront/catalogue';
import { copyProduct, parseProductCopy } from '@/emulators/storefront/product-copy';
import { admin, silentLog } from './server-fixtures';

const TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token';
const PRODUCT_FIELDS =
  'id handle title publishedAt images(first: 5) { nodes { url } } variants(first: 10) { nodes { id title } }';

interface ProductShape {
  id: string;
  handle: string;
  title: string;
  publishedAt: string;
  images: { nodes: { url: string }[] };
  variants: { nodes: { id: string; title: string }[] };
}

let platform: RunningPlatform;

beforeAll(async () => {
  platform = await startPlatform({ port: 0, env: {}, log: silentLog });
});
afterAll(() => platform.close());
afterEach(() => admin(platform.url, 'POST', '/__admin/reset'));

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${platform.url}/api/2023-10/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: 'demo-storefront-token' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
  return body.data;
}

async function productByHandle(handle: string): Promise<ProductShape | null> {
  const data = await graphql<{ product: ProductShape | null }>(
    `query P($handle: String!) { product(handle: $handle) { ${PRODUCT_FIELDS} } }`,
    { handle },
  );
  return data.product;
}

const publish = (body: unknown) => admin(platform.url, 'POST', '/__admin/products', body);

describe('POST /__admin/products', () => {
  it('publishes a copy under a new handle, with ids of its own and the original pictures', async () => {
    expect(await productByHandle('late-blend')).toBeNull();
    const answer = await publish({
      from: 'house-blend-coffee',
      handle: 'late-blend',
      title: 'Late Blend',
    });
    expect(answer).toEqual({ status: 201, body: { handle: 'late-blend' } });

    const original = await productByHandle('house-blend-coffee');
    const copy = await productByHandle('late-blend');
    expect(copy?.title).toBe('Late Blend');
    expect(copy?.id).not.toBe(original?.id);
    expect(copy?.variants.nodes.map((v) => v.title)).toEqual(
      original?.variants.nodes.map((v) => v.title),
    );
    const originalIds = new Set(original?.variants.nodes.map((v) => v.id));
    expect(copy?.variants.nodes.some((v) => originalIds.has(v.id))).toBe(false);
    expect(copy?.images.nodes.map((i) => i.url)).toEqual(original?.images.nodes.map((i) => i.url));
    expect(Date.parse(copy?.publishedAt ?? '')).toBeGreaterThan(Date.parse(original!.publishedAt));
    // The picture files exist: the copy shows the original's.
    const picture = await fetch(copy!.images.nodes[0]!.url);
    expect(picture.status).toBe(200);
  });

  it('gives the copy the description asked for', async () => {
    const descriptionHtml = '<p>Picked <em>late</em>.</p><p>Roasted slow.</p>';
    await publish({ from: 'breakfast-tea', handle: 'late-tea', descriptionHtml });
    const { product } = await graphql<{
      product: { description: string; descriptionHtml: string };
    }>('{ product(handle: "late-tea") { description descriptionHtml } }');
    expect(product).toEqual({ descriptionHtml, description: 'Picked late . Roasted slow.' });
  });

  it('lists the copy with the catalogue and sells its variants', async () => {
    await publish({ from: 'breakfast-tea', handle: 'late-tea' });
    const { products } = await graphql<{ products: { nodes: { handle: string }[] } }>(
      '{ products(first: 250) { nodes { handle } } }',
    );
    expect(products.nodes.map((p) => p.handle)).toContain('late-tea');
    const copy = await productByHandle('late-tea');
    const variant = copy!.variants.nodes[0]!.id;
    const { cartCreate } = await graphql<{
      cartCreate: { cart: { lines: { nodes: { merchandise: { id: string } }[] } } | null };
    }>(
      `
        mutation C($lines: [CartLineInput!]) {
          cartCreate(input: { lines: $lines }) {
            cart {
              lines(first: 5) {
                nodes {
                  merchandise {
                    ... on ProductVariant {
                      id
                    }
                  }
                }
              }
            }
          }
        }
      `,
      { lines: [{ merchandiseId: variant, quantity: 1 }] },
    );
    expect(cartCreate.cart?.lines.nodes.map((l) => l.merchandise.id)).toEqual([variant]);
  });

  it('keeps the copy when the storefront is made anew (a cart TTL) and drops it on reset', async () => {
    await publish({ from: 'breakfast-tea', handle: 'late-tea' });
    expect(
      (await admin(platform.url, 'POST', '/__admin/faults', { cartTtlMs: 60_000 })).status,
    ).toBe(200);
    expect((await productByHandle('late-tea'))?.handle).toBe('late-tea');
    await admin(platform.url, 'POST', '/__admin/reset');
    expect(await productByHandle('late-tea')).toBeNull();
    // Published again after a reset: the handle is free.
    expect((await publish({ from: 'breakfast-tea', handle: 'late-tea' })).status).toBe(201);
  });

  it.each([
    [{ from: 'no-such-product', handle: 'late-x' }, 404, 'no product "no-such-product"'],
    [{ from: 'breakfast-tea', handle: 'house-blend-coffee' }, 409, 'is taken'],
    [{ from: 'breakfast-tea', handle: 'Not A Handle' }, 400, 'kebab-case'],
    [{ handle: 'late-x' }, 400, 'from must be a handle'],
    [{ from: 'breakfast-tea', handle: 'late-x', title: '' }, 400, 'title'],
    [{ from: 'breakfast-tea', handle: 'late-x', descriptionHtml: 1 }, 400, 'descriptionHtml'],
    [[1], 400, 'expected a JSON object'],
  ])('refuses %j with %i', async (body, status, error) => {
    const answer = await publish(body);
    expect(answer.status).toBe(status);
    expect((answer.body as { error: string }).error).toContain(error);
  });

  it('answers 405 to a GET', async () => {
    expect((await admin(platform.url, 'GET', '/__admin/products')).status).toBe(405);
  });
});

describe('copyProduct', () => {
  const catalogue = loadCatalogue();
  const ids = (value: unknown) => JSON.stringify(value).match(/"id":"gid:[^"]+"/g) ?? [];

  it('renumbers every id the original defines, and the references to them follow', () => {
    // daily-greens: a variant's upgrade_variant metafield names another of its variants.
    const source = catalogue.products.find((p) => p.handle === 'daily-greens')!;
    const copy = copyProduct(
      catalogue,
      parseProductCopy({ from: source.handle, handle: 'x-copy' }),
    );
    const taken = new Set(catalogue.products.flatMap(ids));
    expect(ids(copy).length).toBe(ids(source).length);
    expect(ids(copy).filter((id) => taken.has(id))).toEqual([]);
    const upgrade = (product: typeof source) =>
      product.variants.flatMap((v) => v.metafields ?? []).find((m) => m.key === 'upgrade_variant')
        ?.value;
    expect(upgrade(source)).toBe(source.variants[1]?.id);
    expect(upgrade(copy)).toBe(copy.variants[1]?.id);
    expect(copy.imageHandle).toBe('daily-greens');
  });
});

// The platform as `npm run platform` runs it: the real Storefront emulator, the demo content,
// promos and images.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from '@/emulators/server';
import { admin, silentLog } from './server-fixtures';

const TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token';
const CART_FIELDS =
  'id checkoutUrl discountCodes { code applicable } cost { totalAmount { amount currencyCode } }';

let platform: RunningPlatform;

beforeAll(async () => {
  platform = await startPlatform({ port: 0, env: {}, log: silentLog });
});
afterAll(() => platform.close());

async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token = 'demo-storefront-token',
) {
  const response = await fetch(`${platform.url}/api/2023-10/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: T; errors?: unknown[] },
  };
}

interface CartShape {
  id: string;
  checkoutUrl: string;
  discountCodes: { code: string; applicable: boolean }[];
}

async function createCart(): Promise<CartShape> {
  const { status, body } = await graphql<{
    cartCreate: { cart: CartShape; userErrors: unknown[] };
  }>(`mutation CartCreate { cartCreate { cart { ${CART_FIELDS} } userErrors { field message } } }`);
  expect(status).toBe(200);
  expect(body.data?.cartCreate.userErrors).toEqual([]);
  const cart = body.data?.cartCreate.cart;
  if (!cart) throw new Error(`cartCreate returned no cart: ${JSON.stringify(body)}`);
  return cart;
}

describe('the platform with the real Storefront emulator', () => {
  it('creates a cart through GraphQL, whose checkout page it serves', async () => {
    const cart = await createCart();
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    expect(cart.checkoutUrl.startsWith(`${platform.url}/checkout/`)).toBe(true);
    const checkout = await fetch(cart.checkoutUrl);
    expect(checkout.status).toBe(200);
    expect(checkout.headers.get('content-type')).toContain('text/html');
  });

  it('places an order over HTTP: the form POST completes the cart and shows the confirmation', async () => {
    const cart = await createCart();
    const variant = 'gid://shopify/ProductVariant/4400000013';
    await graphql(
      'mutation Add($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { userErrors { message } } }',
      { cartId: cart.id, lines: [{ merchandiseId: variant, quantity: 1 }] },
    );
    // The shopper arrives from the shop; the page's form carries that origin.
    const page = await fetch(cart.checkoutUrl, {
      headers: { referer: 'http://localhost:3107/products/drinking-chocolate' },
    });
    const form = await page.text();
    expect(form).toContain('<button type="submit" aria-describedby="place-order-help">');
    const returnTo = /name="return_to" value="([^"]+)"/.exec(form)?.[1] ?? '';
    expect(returnTo).toBe('http://localhost:3107/');

    const placed = await fetch(cart.checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ return_to: returnTo }).toString(),
    });
    // fetch follows the 303 to the confirmation page.
    expect(placed.status).toBe(200);
    expect(placed.url).toBe(cart.checkoutUrl);
    const confirmation = await placed.text();
    expect(confirmation).toContain('Order placed — thank you');
    expect(confirmation).toMatch(/#\d{4}/);
    expect(confirmation).toContain('<a href="http://localhost:3107/">');

    const query = `query Cart($id: ID!) { cart(id: $id) { id } }`;
    expect((await graphql<{ cart: unknown }>(query, { id: cart.id })).body.data).toEqual({
      cart: null,
    });
  });

  it('expires carts from the admin endpoint: the cart then reads as null', async () => {
    const cart = await createCart();
    const query = `query Cart($id: ID!) { cart(id: $id) { id } }`;
    expect(
      (await graphql<{ cart: { id: string } | null }>(query, { id: cart.id })).body.data?.cart?.id,
    ).toBe(cart.id);
    await admin(platform.url, 'POST', '/__admin/expire-carts');
    expect((await graphql<{ cart: unknown }>(query, { id: cart.id })).body.data).toEqual({
      cart: null,
    });
  });

  it('answers a wrong storefront token with 401', async () => {
    const { status } = await graphql('query { shop { name } }', {}, 'wrong-token');
    expect(status).toBe(401);
  });

  it('gives the promo code for utm_campaign=welcome, which applies to a cart', async () => {
    const promo = await fetch(
      `${platform.url}/storyblok/discounts/utm-promo?utm_source=mail&utm_campaign=welcome`,
    );
    const { discount_code } = (await promo.json()) as { discount_code: string };
    expect(discount_code).toBe('WELCOME15');

    const product = await graphql<{ product: { variants: { nodes: { id: string }[] } } }>(
      'query Product { product(handle: "house-blend-coffee") { variants(first: 1) { nodes { id } } } }',
    );
    const variantId = product.body.data?.product.variants.nodes[0]?.id;
    const cart = await createCart();
    await graphql(
      'mutation Add($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { userErrors { message } } }',
      { cartId: cart.id, lines: [{ merchandiseId: variantId, quantity: 1 }] },
    );
    const { body } = await graphql<{
      cartDiscountCodesUpdate: {
        cart: CartShape & {
          cost: { totalAmount: { amount: string }; subtotalAmount: { amount: string } };
        };
      };
    }>(
      `mutation Apply($cartId: ID!, $codes: [String!]) {
        cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) {
          cart { ${CART_FIELDS} cost { subtotalAmount { amount } } } userErrors { message }
        }
      }`,
      { cartId: cart.id, codes: [discount_code] },
    );
    const updated = body.data?.cartDiscountCodesUpdate.cart;
    expect(updated?.discountCodes).toEqual([{ code: 'WELCOME15', applicable: true }]);
    expect(Number(updated?.cost.totalAmount.amount)).toBeLessThan(
      Number(updated?.cost.subtotalAmount.amount),
    );
  });

  it('serves the demo product images and content', async () => {
    const image = await fetch(`${platform.url}/images/products/house-blend-coffee-1.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const story = await fetch(
      `${platform.url}/v2/cdn/stories/settings/cart-settings?token=demo-content-token`,
    );
    expect(
      ((await story.json()) as { story: { content: { cart_summary_hex_color: string } } }).story
        .content.cart_summary_hex_color,
    ).toBe('#F4EFE6');
  });

  it('answers storefront outages with 503 while errorRate is 1', async () => {
    await admin(platform.url, 'POST', '/__admin/faults', { errorRate: 1 });
    try {
      const response = await fetch(`${platform.url}/api/2023-10/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: 'demo-storefront-token' },
        body: JSON.stringify({ query: '{ shop { name } }' }),
      });
      expect(response.status).toBe(503);
    } finally {
      await admin(platform.url, 'POST', '/__admin/reset');
    }
  });
});

describe('npm run platform', () => {
  it('starts when run directly, logs its endpoints, and exits cleanly on SIGTERM', async () => {
    const require = createRequire(import.meta.url);
    const tsx = fileURLToPath(
      new URL('dist/cli.mjs', `file://${require.resolve('tsx/package.json')}`),
    );
    const server = fileURLToPath(new URL('../../emulators/server.ts', import.meta.url));
    const child = spawn(process.execPath, [tsx, server], {
      env: { ...process.env, PLATFORM_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
        });
        child.on('exit', (code) => reject(new Error(`exited early with ${code}`)));
      });
      const url = /Local platform on (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      expect(url).toBeDefined();
      expect(line).toContain('/api/2023-10/graphql.json');
      expect((await fetch(`${url}/v2/cdn/spaces/me?token=demo-content-token`)).status).toBe(200);

      const exit = new Promise<number | null>((resolve) =>
        child.on('exit', (code) => resolve(code)),
      );
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 20_000);
});

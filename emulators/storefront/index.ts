/**
 * The Shopify Storefront API 2023-10 emulator (SPEC §7 "Commerce platform storefront"):
 * graphql-yoga over the real schema (schema.ts), products from `content/catalogue.json`, carts in
 * memory, the local checkout. Rules: resolvers.ts (fields), cart.ts, cart-view.ts, discounts.ts.
 */
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { CustomerAccountLink } from '../customer-account/index';
import { blogResolvers } from './blog-resolvers';
import { atServedPath, withServedVersion } from './api-version';
import { indexCatalogue, validateCatalogue, type Catalogue } from './catalogue';
import { catalogueListResolvers } from './catalogue-lists';
import { CartStore } from './cart';
import { priceCart } from './cart-view';
import {
  renderCheckout,
  renderMissingCheckout,
  renderOrderConfirmation,
  type PlacedOrder,
} from './checkout-page';
import { collectionResolvers } from './collection-resolvers';
import { defaultCatalogue } from './large-catalogue';
import { loadDiscountRules, toDiscountRules, type DiscountCodeDefinition } from './discounts';
import { buildOnlineStore, loadOnlineStoreContent, type OnlineStoreContent } from './online-store';
import { onlineStoreResolvers } from './online-store-resolvers';
import { searchResolvers } from './search-resolvers';
import { copyProduct, type ProductCopy } from './product-copy';
import { buildResolvers, type Platform, type StorefrontContext } from './resolvers';
import { storefrontSchemaSource } from './schema';

export type { Catalogue } from './catalogue';
export type { DiscountCodeDefinition } from './discounts';
export type { OnlineStoreContent } from './online-store';
export type { ProductCopy } from './product-copy';

export const STOREFRONT_GRAPHQL_PATH = '/api/2023-10/graphql.json';
export const TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token';

export interface StorefrontEmulatorOptions {
  /** Default: content/catalogue.json, or the generated large one (PLATFORM_CATALOGUE=large). */
  catalogue?: Catalogue;
  /** Pages, menus, URL redirects and policies; default: their files under content/. */
  onlineStore?: OnlineStoreContent;
  /** Default: the `discountCodes` key of content/promos.json (none when the file is absent). */
  discountCodes?: DiscountCodeDefinition[];
  /** Default: process.env.PLATFORM_STOREFRONT_TOKEN ?? 'demo-storefront-token'. */
  token?: string;
  /** Origin used in checkoutUrl and image URLs; default 'http://127.0.0.1:4010'. */
  publicUrl?: string;
  /**
   * The shop's own URL, linked from the order confirmation when the shopper's origin is unknown;
   * default process.env.PLATFORM_SHOP_URL ?? 'http://localhost:3000'.
   */
  shopUrl?: string;
  /** Carts created longer ago than this read as null (expired); default null (never). */
  cartTtlMs?: number | null;
  /**
   * The Customer Account API stand-in: carts accept its access tokens as
   * `buyerIdentity.customerAccessToken`, and the checkout places such a cart's order for that
   * customer. Absent, every customer access token is refused.
   */
  accounts?: CustomerAccountLink;
  now?: () => number;
}

export interface StorefrontEmulator {
  /**
   * Fetch-API style handler for POST/GET on /api/<version>/graphql.json (api-version.ts: every
   * version path is served with the 2023-10 schema): 401 UNAUTHORIZED without the
   * `X-Shopify-Storefront-Access-Token`, 400 for a body that is not JSON, CORS on every response
   * and OPTIONS preflight.
   */
  handle(request: Request): Promise<Response>;
  /**
   * /checkout/<cart token>: GET (and HEAD) the local checkout page, or the order confirmation once
   * the order is placed; POST places the order (303 back to the same URL). 404 for an unknown cart.
   * Placing completes the cart as Shopify does: `cart(id)` then reads null and mutations answer the
   * not-found userError. Order numbers start at 1001; no payment is taken.
   */
  handleCheckout(request: Request): Promise<Response>;
  /**
   * Publishes a copy of a product under a new handle (product-copy.ts), as a product added after
   * the shop was built; `reset()` removes it again. Throws a ProductCopyError (404, 409).
   */
  publishProduct(copy: ProductCopy): { handle: string };
  /** Forced cart expiry fault: every existing cart now reads as null. */
  expireCarts(): void;
  /** Test helper: the order placed from a cart token, if any. */
  peekOrder(token: string): PlacedOrder | undefined;
  /** Test helper: the raw cart state by id or token (or undefined). */
  peekCart(id: string): unknown;
  reset(): void;
}

const ALLOWED_HEADERS = [
  'Content-Type',
  'Accept',
  TOKEN_HEADER,
  'X-SDK-Variant',
  'X-SDK-Variant-Source',
  'X-SDK-Version',
  'Shopify-Storefront-Buyer-IP',
];

let executableSchema: ReturnType<typeof makeExecutableSchema> | null = null;

/** The executable schema is the same for every instance (state reaches resolvers via context). */
function schema(): ReturnType<typeof makeExecutableSchema> {
  if (!executableSchema) {
    const { clientSchema, typeDefs } = storefrontSchemaSource();
    executableSchema = makeExecutableSchema({
      typeDefs,
      resolvers: buildResolvers(clientSchema, [
        collectionResolvers,
        onlineStoreResolvers(),
        searchResolvers(),
        blogResolvers(),
        catalogueListResolvers(),
      ]),
    });
  }
  return executableSchema;
}

function corsHeaders(request: Request): Headers {
  const headers = new Headers();
  headers.set('Access-Control-Allow-Origin', '*');
  headers.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  const requested = request.headers.get('Access-Control-Request-Headers');
  headers.set(
    'Access-Control-Allow-Headers',
    requested ? `${ALLOWED_HEADERS.join(', ')}, ${requested}` : ALLOWED_HEADERS.join(', '),
  );
  return headers;
}

function withCors(request: Request, response: Response): Response {
  const headers = new Headers(response.headers);
  corsHeaders(request).forEach((value, key) => headers.set(key, value));
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function jsonError(status: number, message: string, code: string): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

function html(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/**
 * yoga answers 415 to a POST whose content type it does not know; Shopify reads such a body as
 * JSON anyway. So a body of another type is parsed here: JSON goes on to yoga, anything else is a
 * 400 with the same error yoga gives for malformed JSON.
 */
async function normaliseBody(request: Request): Promise<Request> {
  if (request.method !== 'POST') return request;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (
    type.includes('json') ||
    type.startsWith('application/graphql') ||
    type.startsWith('application/x-www-form-urlencoded') ||
    type.startsWith('multipart/')
  ) {
    return request;
  }
  const body = await request.text();
  try {
    JSON.parse(body);
  } catch {
    throw new BadRequest('POST body sent invalid JSON.');
  }
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  return new Request(request.url, { method: 'POST', headers, body });
}

class BadRequest extends Error {}

/** The cart token of a /checkout/<token> path, or null. */
function checkoutToken(request: Request): string | null {
  const match = /\/checkout\/([^/?#]+)\/?$/.exec(new URL(request.url).pathname);
  try {
    return match?.[1] ? decodeURIComponent(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The shop's home page to link back to: the origin in `candidate` (the Referer of the checkout
 * page, carried through the form) when it is an http(s) URL of another origin than the platform's
 * own; otherwise `fallback`. Only an origin is ever kept, never a path from the request.
 */
function shopHome(candidate: string | null, ownOrigins: string[], fallback: string): string {
  if (candidate) {
    try {
      const url = new URL(candidate);
      if (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        !ownOrigins.includes(url.origin)
      )
        return `${url.origin}/`;
    } catch {
      // Not a URL: fall back.
    }
  }
  return fallback;
}

/** `PLATFORM_SHOP_URL` as the home page of its origin; throws when it is not an http(s) URL. */
function shopHomeSetting(value: string): string {
  const home = shopHome(value.trim(), [], '');
  if (!home)
    throw new Error(`PLATFORM_SHOP_URL must be an http(s) URL, got ${JSON.stringify(value)}`);
  return home;
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location } });
}

/** Creates one emulator: its own carts, catalogue and token over the shared schema. */
export function createStorefrontEmulator(opts: StorefrontEmulatorOptions = {}): StorefrontEmulator {
  const publicUrl = (opts.publicUrl ?? 'http://127.0.0.1:4010').replace(/\/$/, '');
  const token = opts.token ?? process.env.PLATFORM_STOREFRONT_TOKEN ?? 'demo-storefront-token';
  const now = opts.now ?? Date.now;
  const shopFallback = shopHomeSetting(
    opts.shopUrl ?? process.env.PLATFORM_SHOP_URL ?? 'http://localhost:3000',
  );
  /** Orders placed through the local checkout, by the token of the cart they completed. */
  const orders = new Map<string, PlacedOrder>();
  let nextOrderNumber = 1001;
  const catalogue = opts.catalogue ?? defaultCatalogue();
  const index = indexCatalogue(catalogue, publicUrl);
  /** Products published at run time; the carts, resolvers and checkout share `index`. */
  let published: Catalogue['products'] = [];
  const republish = (list: Catalogue['products']) => {
    const products = [...catalogue.products, ...list];
    Object.assign(index, indexCatalogue(validateCatalogue({ ...catalogue, products }), publicUrl));
    published = list;
  };
  const rules = opts.discountCodes ? toDiscountRules(opts.discountCodes) : loadDiscountRules();
  const accounts = opts.accounts;
  const carts = new CartStore({
    index,
    now,
    ttlMs: opts.cartTtlMs ?? null,
    ...(accounts ? { customerForToken: (t: string) => accounts.customerForAccessToken(t) } : {}),
  });
  const store = buildOnlineStore(opts.onlineStore ?? loadOnlineStoreContent(), publicUrl);
  const platform: Platform = {
    index,
    carts,
    rules,
    publicUrl,
    store,
    ...(accounts ? { customers: accounts } : {}),
  };
  const isDev = process.env.NODE_ENV === 'development';

  const yoga: YogaServerInstance<Record<string, never>, StorefrontContext> = createYoga<
    Record<string, never>,
    StorefrontContext
  >({
    schema: schema(),
    graphqlEndpoint: STOREFRONT_GRAPHQL_PATH,
    context: () => ({ platform }),
    landingPage: false,
    // GraphiQL only in development, pre-filled with the token so the browser page can query.
    graphiql: isDev
      ? {
          title: 'Storefront API 2023-10 (local platform)',
          headers: JSON.stringify({ [TOKEN_HEADER]: token }),
        }
      : false,
    cors: false,
  });

  const isGraphiqlPage = (request: Request) =>
    isDev &&
    request.method === 'GET' &&
    (request.headers.get('accept') ?? '').includes('text/html');

  return {
    async handle(request) {
      try {
        if (request.method === 'OPTIONS') {
          const headers = corsHeaders(request);
          headers.set('Access-Control-Max-Age', '86400');
          return new Response(null, { status: 204, headers });
        }
        if (request.headers.get(TOKEN_HEADER) !== token && !isGraphiqlPage(request)) {
          return withCors(
            request,
            jsonError(401, 'Missing or invalid Storefront API access token.', 'UNAUTHORIZED'),
          );
        }
        const served = await atServedPath(request, STOREFRONT_GRAPHQL_PATH);
        return withServedVersion(withCors(request, await yoga.fetch(await normaliseBody(served))));
      } catch (error) {
        if (error instanceof BadRequest)
          return withCors(request, jsonError(400, error.message, 'BAD_REQUEST'));
        console.error('[storefront emulator] request failed', error);
        return withCors(
          request,
          jsonError(
            500,
            'Internal error in the local Storefront emulator.',
            'INTERNAL_SERVER_ERROR',
          ),
        );
      }
    },

    async handleCheckout(request) {
      const method = request.method;
      if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
        return new Response('Method not allowed', {
          status: 405,
          headers: { Allow: 'GET, HEAD, POST' },
        });
      }
      const token = checkoutToken(request);
      const shopName = index.shop.name;
      const here = `/checkout/${encodeURIComponent(token ?? '')}`;
      const placed = token ? orders.get(token) : undefined;
      // A placed order's URL keeps showing its confirmation; placing it again changes nothing.
      if (placed)
        return method === 'POST'
          ? seeOther(here)
          : html(200, renderOrderConfirmation(placed, shopName));
      const cart = token ? carts.byToken(token) : undefined;
      if (!token || !cart) return html(404, renderMissingCheckout(shopName));
      const ownOrigins = [new URL(publicUrl).origin, new URL(request.url).origin];

      if (method !== 'POST') {
        // The Referer of the checkout page is the shop the shopper came from; the form carries it.
        const referer = request.headers.get('referer');
        const returnTo = shopHome(referer, ownOrigins, '') || null;
        return html(
          200,
          renderCheckout(priceCart(cart, index, rules, publicUrl), shopName, { returnTo }),
        );
      }

      const form = new URLSearchParams(await request.text());
      const priced = priceCart(cart, index, rules, publicUrl);
      if (priced.lines.length === 0) {
        return html(
          409,
          renderCheckout(priced, shopName, {
            returnTo: null,
            error: 'There is nothing to order: your cart is empty.',
          }),
        );
      }
      carts.complete(token);
      const number = nextOrderNumber++;
      orders.set(token, {
        number,
        cart: priced,
        shopUrl: shopHome(form.get('return_to'), ownOrigins, shopFallback),
      });
      // A signed-in buyer's order goes to their account (and its plan lines start contracts).
      const { customerId } = cart.buyerIdentity;
      if (customerId) accounts?.placeOrder(customerId, { number, placedAt: now(), cart: priced });
      return seeOther(here);
    },

    peekOrder(token) {
      return orders.get(token);
    },

    publishProduct(copy) {
      const products = [...catalogue.products, ...published];
      republish([...published, copyProduct({ ...catalogue, products }, copy)]);
      return { handle: copy.handle };
    },

    expireCarts() {
      carts.expireAll();
    },

    peekCart(id) {
      return carts.peek(id);
    },

    reset() {
      carts.expireAll();
      orders.clear();
      if (published.length > 0) republish([]);
    },
  };
}

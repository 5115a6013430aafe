/**
 * The local platform's composition: routing, faults, CORS and the HTTP server around the emulated
 * Storefront API, Storyblok CDN and orders service, plus images and `/__admin` (GET / lists them).
 * server.ts supplies the Storefront emulator as a factory, so tests can run a stand-in instead.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleAdmin } from './admin';
import {
  createContentEmulator,
  DEFAULT_CONTENT_TOKEN,
  DEFAULT_PREVIEW_TOKEN,
} from './content/index';
import { loadStories } from './content/stories';
import { createCustomerAccountEmulator, type CustomerAccountLink } from './customer-account/index';
import { editorRoute } from './editor';
import { createFaults, faultsFromEnv, type FaultSettings, type Faults } from './faults';
import { BadRequestError, json, preflight, sendResponse, sleep, toRequest, withCors } from './http';
import { createImageHandler } from './images';
import { createOrdersEmulator, loadPromos, PROMO_PATH } from './orders/index';
import { createNewsletterList, NEWSLETTER_PATH } from './orders/newsletter';
import { isStorefrontApiPath } from './storefront/api-version';
import { ProductCopyError, type ProductCopy } from './storefront/product-copy';

export const DEFAULT_PORT = 4010;
export const DEFAULT_HOST = '127.0.0.1';
export const STOREFRONT_PATH = '/api/2023-10/graphql.json';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The part of the Storefront emulator the platform drives. */
export interface StorefrontLike {
  handle(request: Request): Promise<Response>;
  /**
   * /checkout/<token>, every method (GET shows the page a cart's checkoutUrl points to, POST
   * places the order); without it /checkout/* is 404.
   */
  handleCheckout?(request: Request): Promise<Response>;
  expireCarts(): void;
  reset(): void;
  /** A product published at run time (storefront/product-copy.ts); absent, the admin route 404s. */
  publishProduct?(copy: ProductCopy): { handle: string };
}

export interface StorefrontFactoryOptions {
  token?: string;
  publicUrl: string;
  /** The shop's URL, linked from the order confirmation (PLATFORM_SHOP_URL). */
  shopUrl?: string;
  cartTtlMs?: number | null;
  /** The Customer Account API stand-in, for carts' customerAccessToken and checkout orders. */
  accounts?: CustomerAccountLink;
}

export type StorefrontFactory = (options: StorefrontFactoryOptions) => StorefrontLike;

export interface PlatformOptions {
  /** Port to listen on; 0 picks a free one. Default PLATFORM_PORT, else 4010. */
  port?: number;
  /** Interface to bind. Default 127.0.0.1. */
  host?: string;
  /**
   * Environment to read settings from; default process.env. PLATFORM_PORT, PLATFORM_PUBLIC_URL,
   * PLATFORM_SHOP_URL, PLATFORM_STOREFRONT_TOKEN, PLATFORM_CONTENT_TOKEN (public: published only),
   * PLATFORM_CONTENT_PREVIEW_TOKEN (drafts too), PLATFORM_WEBHOOK_URL/SECRET, faults.ts's,
   * customer-account/config.ts's PLATFORM_ACCOUNT_*.
   */
  env?: Record<string, string | undefined>;
  /** Folder holding stories/ and promos.json. Default <repo>/content. */
  contentDir?: string;
  /** Folder served under /images. Default <repo>/public/images. */
  imagesDir?: string;
  /** Origin written into checkout URLs. Default PLATFORM_PUBLIC_URL, else the listening URL. */
  publicUrl?: string;
  /** Overrides the faults read from the environment. */
  faults?: Partial<FaultSettings>;
  /** Overrides PLATFORM_SEED. */
  seed?: number | null;
  /** Builds the Storefront emulator. */
  storefront: StorefrontFactory;
  /** Where the start-up line and request errors go. Default console. */
  log?: { info(line: string): void; error(line: string, error?: unknown): void };
}

export interface RunningPlatform {
  /** e.g. http://127.0.0.1:4010 */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Everything one platform instance serves, independent of the socket. */
interface Platform {
  handle(request: Request, remoteAddress: string | undefined): Promise<Response>;
}

interface PlatformParts {
  env: Record<string, string | undefined>;
  contentDir: string;
  imagesDir: string;
  publicUrl: string;
  faults: Faults;
  seed: number | null;
  storefront: StorefrontFactory;
  log: NonNullable<PlatformOptions['log']>;
}

/** Shopify's answer during an outage: a 503 HTML page, not GraphQL JSON. */
function storefrontOutage(): Response {
  return new Response(
    '<!DOCTYPE html><html><head><title>Service Unavailable</title></head><body><h1>Service Unavailable</h1><p>This shop is temporarily unavailable. Please try again later.</p></body></html>',
    { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '5' } },
  );
}

function optional(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value.trim() : undefined;
}

function endpointsIndex(): Response {
  return json({
    name: 'Morrow & Co. local platform',
    endpoints: {
      storefront: `POST ${STOREFRONT_PATH} (and /api/<YYYY-MM|unstable>/graphql.json)`,
      checkout: 'GET|POST /checkout/<token>',
      customerAccount: [
        'GET /.well-known/openid-configuration',
        'GET /.well-known/customer-account-api',
        'GET|POST /authentication/<shopId>/oauth/authorize',
        'POST /authentication/<shopId>/oauth/token',
        'GET /authentication/<shopId>/logout',
        'POST /<shopId>/account/customer/api/<version>/graphql',
      ],
      content: ['GET /v2/cdn/stories', 'GET /v2/cdn/stories/<full_slug>', 'GET /v2/cdn/spaces/me'],
      orders: [`GET ${PROMO_PATH}?<query>`, `POST ${NEWSLETTER_PATH}`],
      images: 'GET /images/<path>',
      editor: "GET /editor?path=/ (a stand-in for Storyblok's Visual Editor)",
      admin: [
        'GET|POST /__admin/faults',
        'POST /__admin/expire-carts',
        'POST /__admin/reset',
        'POST /__admin/publish',
        'POST /__admin/draft',
        'POST /__admin/products',
      ],
    },
  });
}

function createPlatform(parts: PlatformParts): Platform {
  const { env, faults } = parts;
  const storefrontToken = optional(env.PLATFORM_STOREFRONT_TOKEN);
  const shopUrl = optional(env.PLATFORM_SHOP_URL);
  // Outlives storefront re-creation (a cart TTL change), as sessions outlive carts on Shopify.
  const accounts = createCustomerAccountEmulator({ publicUrl: parts.publicUrl, env });
  const makeEmptyStorefront = (cartTtlMs: number | null) =>
    parts.storefront({
      publicUrl: parts.publicUrl,
      accounts: accounts.link,
      ...(storefrontToken !== undefined ? { token: storefrontToken } : {}),
      ...(shopUrl !== undefined ? { shopUrl } : {}),
      ...(cartTtlMs !== null ? { cartTtlMs } : {}),
    });
  /** Products published at run time: a storefront made anew (a cart TTL) publishes them again. */
  let published: ProductCopy[] = [];
  const makeStorefront = (cartTtlMs: number | null) => {
    const made = makeEmptyStorefront(cartTtlMs);
    for (const copy of published) made.publishProduct?.(copy);
    return made;
  };
  let storefront = makeStorefront(faults.get().cartTtlMs);

  const previewToken = optional(env.PLATFORM_CONTENT_PREVIEW_TOKEN) ?? DEFAULT_PREVIEW_TOKEN;
  const content = createContentEmulator({
    stories: loadStories(join(parts.contentDir, 'stories')),
    // As in a Storyblok space: the public token reads published content only (a draft read with
    // it is refused, 401), the preview token reads drafts too.
    token: previewToken,
    publicToken: optional(env.PLATFORM_CONTENT_TOKEN) ?? DEFAULT_CONTENT_TOKEN,
  });
  const orders = createOrdersEmulator(loadPromos(join(parts.contentDir, 'promos.json')));
  const newsletter = createNewsletterList();
  const images = createImageHandler(parts.imagesDir);

  /** Latency, 429 bursts and errors for the three APIs; preflights are never faulted. */
  async function withFaults(
    kind: 'storefront' | 'content' | 'orders',
    request: Request,
    run: () => Promise<Response>,
  ) {
    if (request.method === 'OPTIONS') return run();
    await sleep(faults.get().latencyMs);
    if (kind === 'content' && faults.takeContent429()) {
      return json({ error: 'Too Many Requests' }, 429, { 'retry-after': '1' });
    }
    if (faults.shouldFail()) {
      if (kind === 'storefront') return storefrontOutage();
      if (kind === 'content') return json({ error: 'Internal Server Error' }, 500);
      return json({ error: 'service unavailable' }, 503, { 'retry-after': '5' });
    }
    return run();
  }

  async function route(request: Request, remoteAddress: string | undefined): Promise<Response> {
    const { pathname } = new URL(request.url);

    if (pathname === '/__admin' || pathname.startsWith('/__admin/')) {
      return handleAdmin(request, remoteAddress, {
        faults,
        seed: parts.seed,
        applyCartTtl: (ttl) => {
          storefront = makeStorefront(ttl);
        },
        expireCarts: () => storefront.expireCarts(),
        resetState: () => {
          published = [];
          storefront.reset();
          accounts.reset();
          content.reset();
          newsletter.reset();
        },
        publish: (slug) => content.publish(slug),
        publishProduct: (copy) => {
          if (!storefront.publishProduct)
            throw new ProductCopyError('this storefront publishes no products', 404);
          const result = storefront.publishProduct(copy);
          published = [...published, copy];
          return result;
        },
        saveDraft: (slug, fields, from) => content.saveDraft(slug, fields, from),
        spaceId: content.spaceId,
        storyId: (slug) => content.storyId(slug),
        env,
      });
    }

    if (isStorefrontApiPath(pathname)) {
      return withCors(await withFaults('storefront', request, () => storefront.handle(request)));
    }
    if (request.method === 'OPTIONS') return preflight(request);
    if (accounts.matches(pathname)) return withCors(await accounts.handle(request));
    if (pathname.startsWith('/v2/cdn/')) {
      return withCors(await withFaults('content', request, () => content.handle(request)));
    }
    if (pathname === PROMO_PATH || pathname === `${PROMO_PATH}/`) {
      return withCors(await withFaults('orders', request, () => orders.handle(request)));
    }
    if (pathname === NEWSLETTER_PATH) {
      return withCors(await withFaults('orders', request, () => newsletter.handle(request)));
    }
    if (pathname.startsWith('/checkout/') && storefront.handleCheckout) {
      return withCors(await storefront.handleCheckout(request));
    }
    if (pathname.startsWith('/images/')) return withCors(await images(request));
    if (pathname === '/editor' && request.method === 'GET') {
      return editorRoute(request, content, previewToken, shopUrl ?? 'http://localhost:3000');
    }
    if (pathname === '/' && (request.method === 'GET' || request.method === 'HEAD'))
      return withCors(endpointsIndex());
    return withCors(json({ error: 'not found' }, 404));
  }

  return {
    async handle(request, remoteAddress) {
      try {
        return await route(request, remoteAddress);
      } catch (error) {
        parts.log.error(
          `platform: ${request.method} ${new URL(request.url).pathname} failed`,
          error,
        );
        return withCors(json({ error: 'internal error' }, 500));
      }
    },
  };
}

function parsePort(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PLATFORM_PORT must be a port number, got ${value}`);
  return port;
}

function describeFaults(settings: FaultSettings, seed: number | null): string {
  const on = Object.entries(settings).filter(([, v]) => v !== 0 && v !== null);
  if (on.length === 0) return '';
  return ` · faults ${on.map(([k, v]) => `${k}=${String(v)}`).join(' ')}${seed !== null ? ` seed=${seed}` : ''}`;
}

/**
 * Starts the platform and resolves once it is listening. Throws (rejects) on bad configuration,
 * malformed content files, or a port in use.
 */
export async function startPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  const env = options.env ?? process.env;
  const log = options.log ?? {
    info: (line) => console.log(line),
    error: (line, e) => console.error(line, e),
  };
  const fromEnv = faultsFromEnv(env);
  const seed = options.seed !== undefined ? options.seed : fromEnv.seed;
  const faults = createFaults({ ...fromEnv.settings, ...options.faults }, seed);
  const host = options.host ?? DEFAULT_HOST;
  const port = options.port ?? parsePort(env.PLATFORM_PORT) ?? DEFAULT_PORT;

  const server = createServer();
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Malformed HTTP (bad request line, oversized headers) never reaches a handler; answer and hang up.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${urlHost}:${address.port}`;

  let platform: Platform;
  try {
    platform = createPlatform({
      env,
      contentDir: options.contentDir ?? join(REPO_ROOT, 'content'),
      imagesDir: options.imagesDir ?? join(REPO_ROOT, 'public', 'images'),
      publicUrl: (options.publicUrl ?? optional(env.PLATFORM_PUBLIC_URL) ?? url).replace(/\/$/, ''),
      faults,
      seed,
      storefront: options.storefront,
      log,
    });
  } catch (error) {
    server.close();
    throw error;
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      let response: Response;
      try {
        const request = await toRequest(req, url);
        response = await platform.handle(request, req.socket.remoteAddress);
      } catch (error) {
        // A client that hung up mid-body is not a platform error; there is no one to answer.
        if (req.destroyed || res.destroyed) return;
        response =
          error instanceof BadRequestError
            ? json({ error: error.message }, error.status)
            : json({ error: 'internal error' }, 500);
        if (!(error instanceof BadRequestError))
          log.error(`platform: ${req.method} ${req.url} failed`, error);
      }
      if (res.destroyed) return;
      await sendResponse(res, response, req.method ?? 'GET');
    })().catch((error: unknown) => {
      log.error('platform: could not write response', error);
      res.destroy();
    });
  });

  log.info(
    `Local platform on ${url}: storefront POST ${STOREFRONT_PATH}, checkout GET|POST /checkout/*, ` +
      `customer accounts /.well-known/openid-configuration, ` +
      `content GET /v2/cdn/stories[/<slug>] and /v2/cdn/spaces/me, orders GET ${PROMO_PATH}, ` +
      `images /images/*, admin /__admin/{faults,expire-carts,reset,publish,draft,products} (loopback only)` +
      describeFaults(faults.get(), seed),
  );

  return {
    url,
    port: address.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would otherwise hold close() open until they time out.
        for (const socket of sockets) socket.destroy();
      }),
  };
}

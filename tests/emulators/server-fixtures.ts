/**
 * Shared by the platform tests: a stand-in Storefront emulator that records what the platform
 * asks of it, a silent logger, a platform run around a suite, and a raw HTTP client (fetch normalises paths such as `/../`, which
 * the path-traversal tests must send verbatim).
 */
import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  startPlatform,
  type RunningPlatform,
  type StorefrontFactory,
  type StorefrontFactoryOptions,
  type StorefrontLike,
} from '@/emulators/platform';

export interface FakeStorefront extends StorefrontLike {
  /** Admin calls counted; checkout requests as `<method> <path> <body>`. */
  calls: { expireCarts: number; reset: number; checkout: string[] };
}

/**
 * A factory whose storefronts answer `{ "data": { "ok": true } }`, count their admin calls and
 * record the checkout requests they get.
 */
export function fakeStorefrontFactory(): {
  factory: StorefrontFactory;
  created: StorefrontFactoryOptions[];
  latest(): FakeStorefront;
} {
  const created: StorefrontFactoryOptions[] = [];
  let latest: FakeStorefront | null = null;
  const factory: StorefrontFactory = (options) => {
    created.push(options);
    const storefront: FakeStorefront = {
      calls: { expireCarts: 0, reset: 0, checkout: [] },
      handle: async () => Response.json({ data: { ok: true } }),
      handleCheckout: async (request) => {
        const { pathname } = new URL(request.url);
        storefront.calls.checkout.push(`${request.method} ${pathname} ${await request.text()}`);
        return new Response('<h1>Checkout</h1>', { headers: { 'content-type': 'text/html' } });
      },
      expireCarts: () => {
        storefront.calls.expireCarts += 1;
      },
      reset: () => {
        storefront.calls.reset += 1;
      },
    };
    latest = storefront;
    return storefront;
  };
  return {
    factory,
    created,
    latest: () => {
      if (!latest) throw new Error('no storefront created yet');
      return latest;
    },
  };
}

export const silentLog = { info: () => {}, error: () => {} };

/** Sends a request with the path exactly as given and resolves with status, headers and body text. */
export function rawRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Calls an admin endpoint of the platform (JSON body when given) and returns status and parsed body. */
export async function admin(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/**
 * Runs a platform (free port, empty environment, fake storefront, silent log) for the enclosing
 * suite and POSTs /__admin/reset around each test: `'before'` each test, or `'after'` each so
 * the first test sees the platform exactly as it started. `url` is readable once the suite runs.
 */
export function platformForSuite(resetEach: 'before' | 'after'): {
  readonly url: string;
  storefronts: ReturnType<typeof fakeStorefrontFactory>;
} {
  const storefronts = fakeStorefrontFactory();
  let running: RunningPlatform | null = null;
  const handle = {
    get url(): string {
      if (!running) throw new Error('the platform is not running yet');
      return running.url;
    },
    storefronts,
  };
  beforeAll(async () => {
    running = await startPlatform({
      port: 0,
      env: {},
      storefront: storefronts.factory,
      log: silentLog,
    });
  });
  afterAll(() => running?.close());
  const reset = async () => {
    await admin(handle.url, 'POST', '/__admin/reset');
  };
  if (resetEach === 'before') beforeEach(reset);
  else afterEach(reset);
  return handle;
}

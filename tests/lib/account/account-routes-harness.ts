/**
 * Calling the shop's account routes in a test as Next would: an API route with a browser's
 * cookie jar, the sign-in through the shop's own routes and the platform's pages, and the account
 * page's data function at a path. Shared by the route tests under tests/pages.
 */
import type { GetServerSideProps, NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { startPlatform, type RunningPlatform } from '@/emulators/server';
import { silentLog } from '../../emulators/server-fixtures';
import {
  CookieJar,
  fakeRequest,
  fakeResponse,
  SHOP_ORIGIN,
  signInOnPlatform,
} from './account-http';

/** One request to an API route; the cookies it sets go into the jar. */
export async function callRoute(
  handler: NextApiHandler,
  jar: CookieJar,
  options: Parameters<typeof fakeRequest>[1],
) {
  const response = fakeResponse();
  await handler(
    fakeRequest(jar, options) as unknown as NextApiRequest,
    response.res as NextApiResponse,
  );
  jar.take(response.setCookies());
  return response;
}

/** Signs `email` in through the shop's login and callback routes; answers the callback's response. */
export async function signInThrough(
  routes: { login: NextApiHandler; authorize: NextApiHandler },
  jar: CookieJar,
  email: string,
) {
  const started = await callRoute(routes.login, jar, { url: '/api/account/login?return=/account' });
  expect(started.status()).toBe(303);
  const callback = await signInOnPlatform(new URL(String(started.headers.get('location'))), email);
  return callRoute(routes.authorize, jar, { url: `${callback.pathname}${callback.search}` });
}

/** The account route's data function at `path` (its catch-all segments and query), as Next calls it. */
export async function accountPageAt(
  getServerSideProps: GetServerSideProps,
  jar: CookieJar,
  path: string,
) {
  const url = new URL(path, SHOP_ORIGIN);
  const segments = url.pathname.split('/').filter(Boolean).slice(1);
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    const had = query[key];
    query[key] = had === undefined ? value : [...[had].flat(), value];
  }
  if (segments.length > 0) query.section = segments;
  const response = fakeResponse();
  const result = await getServerSideProps({
    req: fakeRequest(jar, { url: path }),
    res: response.res,
    resolvedUrl: path,
    query,
  } as never);
  jar.take(response.setCookies());
  return {
    result: result as { props?: { data: Record<string, unknown> }; notFound?: true },
    response,
  };
}

/** The data of a Storefront API request to the platform, with the demo token. */
export async function storefrontData<T>(
  platformUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${platformUrl}/api/2023-10/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'demo-storefront-token',
    },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

/**
 * Starts the local platform for a file's route tests and points the shop's config at it (read at
 * import: load the routes in a later `beforeAll`, which runs after this one); restores the
 * environment and stops the platform after. `platform()` is the running platform.
 */
export function platformForRoutes(): { platform: () => RunningPlatform } {
  let running: RunningPlatform | undefined;
  const saved = { ...process.env };
  beforeAll(async () => {
    running = await startPlatform({ port: 0, env: {}, log: silentLog });
    process.env.NEXT_PUBLIC_SHOPIFY_STOREFRONT_URL = running.url;
    process.env.STORYBLOK_ENDPOINT = `${running.url}/v2`;
    vi.resetModules();
  });
  afterAll(async () => {
    process.env = saved;
    await running?.close();
  });
  return {
    platform: () => {
      if (!running) throw new Error('the platform starts in beforeAll');
      return running;
    },
  };
}

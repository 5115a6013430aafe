/**
 * The shop side of `npm run test:cluster`: production instances of one build, each in its own copy
 * of the standalone tree (as on separate machines: no instance sees another's disk), and CMS
 * publishes through the local platform's admin API, which calls an instance's webhook.
 */
import { cpSync } from 'node:fs';
import autocannon from 'autocannon';
import path from 'node:path';
import { poll, start } from './processes.mjs';

export const WEBHOOK_SECRET = 'cluster-webhook-secret';

/**
 * One instance: its own copy of `standalone`, its port, and a count of `[render] <path>` lines
 * (LOG_RENDERS=1, lib/monitoring/render-log.ts) to tell a render from a cache hit.
 *
 * @param {{ name: string, port: number, standalone: string, tmp: string, env: NodeJS.ProcessEnv }} spec
 */
export function instance({ name, port, standalone, tmp, env }) {
  const dir = path.join(tmp, name);
  // verbatimSymlinks: the build links its hashed external packages (.next/node_modules) relatively;
  // resolved, they would lead back into the original tree, and React would be loaded twice.
  cpSync(standalone, dir, { recursive: true, verbatimSymlinks: true });
  const shop = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    renders: new Map(),
    /** Lines saying Redis went away: lib/cache/redis.mjs logs one per connection, not per request. */
    outageLines: 0,
    child: null,
    rendersOf: (pathname) => shop.renders.get(pathname) ?? 0,
    async start() {
      shop.child = start({
        name,
        command: process.execPath,
        args: ['server.js'],
        cwd: dir,
        logDir: tmp,
        env: {
          ...process.env,
          ...env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOSTNAME: '127.0.0.1',
          STORYBLOK_WEBHOOK_SECRET: WEBHOOK_SECRET,
          LOG_RENDERS: '1',
          NEXT_TELEMETRY_DISABLED: '1',
        },
        onLine(line) {
          const match = /\[render\] (\S+)/.exec(line);
          if (match) shop.renders.set(match[1], shop.rendersOf(match[1]) + 1);
          if (line.includes('[cache] Redis unreachable')) shop.outageLines += 1;
        },
      });
      const up = await poll(() => health(shop), 60_000);
      if (!up) throw new Error(`${name} did not answer /api/health within 60 s`);
    },
  };
  return shop;
}

/** The instance's /api/health report, or null when it does not answer. */
export async function health(shop) {
  const res = await fetch(`${shop.url}/api/health`, { signal: AbortSignal.timeout(3000) });
  return res.ok ? await res.json() : null;
}

/** The page's HTML from one instance (or the proxy). */
export async function html(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  return res.ok ? await res.text() : '';
}

async function post(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Edits a story on the platform and publishes it; the platform calls `via`'s webhook, as
 * Storyblok calls the one URL a space is configured with, and reports its answer.
 */
export async function publish(platformUrl, fullSlug, content, via) {
  await post(`${platformUrl}/__admin/draft`, {
    full_slug: fullSlug,
    content,
    from: 'published',
  });
  return post(`${platformUrl}/__admin/publish`, {
    full_slug: fullSlug,
    webhook_url: `${via.url}/api/revalidate`,
    webhook_secret: WEBHOOK_SECRET,
  });
}

/**
 * Publishes on instance A and times how long until `seen(B)` holds: the figure the issue asks for.
 * Returns the milliseconds, or null when B did not show it within `limitMs`, and the webhook answer.
 */
export async function timePublish({ platformUrl, fullSlug, content, via, seen, limitMs }) {
  const started = Date.now();
  const [answer, hit] = await Promise.all([
    publish(platformUrl, fullSlug, content, via),
    poll(async () => ((await seen()) ? { ms: Date.now() - started } : null), limitMs),
  ]);
  return { ms: hit?.ms ?? null, answer };
}

/** autocannon through the proxy, with `during` run alongside; failures = errors + non-2xx. */
export async function load(url, seconds, during = async () => undefined) {
  const [result] = await Promise.all([
    autocannon({ url, connections: 50, duration: seconds }),
    during(),
  ]);
  return {
    rps: Math.round(result.requests.average),
    total: result.requests.total,
    failed: result.errors + result.non2xx,
  };
}

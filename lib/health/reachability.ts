/**
 * Health checks for the load balancer and for people: is the commerce platform
 * (Storefront API) reachable, is the CMS reachable. Each probe has a short timeout, so a hung
 * upstream makes the report say so instead of hanging the check.
 */

export interface Probe {
  ok: boolean;
  /** HTTP status, or null when nothing answered. */
  status: number | null;
  ms: number;
  error?: string;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  platform: Probe;
  cms: Probe;
  /** The shared cache (Redis, when instances share pages); absent when none is configured. */
  redis?: 'ok' | 'degraded' | 'down';
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** One request with a deadline; any answer below 400 counts as reachable. Never throws. */
export async function probe(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  fetchImpl: Fetch = fetch,
  now: () => number = Date.now,
): Promise<Probe> {
  const started = now();
  try {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    // The body is not needed; cancel it so the socket is freed at once.
    await response.body?.cancel().catch(() => undefined);
    return { ok: response.status < 400, status: response.status, ms: now() - started };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ok: false,
      status: null,
      ms: now() - started,
      error: timedOut ? `no answer within ${timeoutMs} ms` : 'unreachable',
    };
  }
}

/**
 * The overall verdict: degraded when either upstream is not reachable, or a configured Redis is
 * not `ok` (the shop still serves, from each instance's local cache, but no longer shares).
 */
export function summarise(
  platform: Probe,
  cms: Probe,
  redis: 'ok' | 'degraded' | 'down' | null = null,
): HealthReport {
  const healthy = platform.ok && cms.ok && (redis === null || redis === 'ok');
  return {
    status: healthy ? 'ok' : 'degraded',
    platform,
    cms,
    ...(redis === null ? {} : { redis }),
  };
}

export interface HealthTargets {
  storefrontEndpoint: string;
  storefrontToken: string;
  contentEndpoint: string;
  contentToken: string;
  /** The shared cache's state, null without one (pages/api/health.ts asks lib/cache). */
  redis?: () => Promise<'ok' | 'degraded' | 'down' | null>;
}

/** Probes both upstreams in parallel. */
export async function checkHealth(
  targets: HealthTargets,
  timeoutMs = 1500,
  fetchImpl: Fetch = fetch,
): Promise<HealthReport> {
  const [platform, cms, redis] = await Promise.all([
    probe(
      targets.storefrontEndpoint,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Shopify-Storefront-Access-Token': targets.storefrontToken,
        },
        body: JSON.stringify({ query: '{ __typename }' }),
      },
      timeoutMs,
      fetchImpl,
    ),
    probe(
      `${targets.contentEndpoint}/cdn/spaces/me?token=${encodeURIComponent(targets.contentToken)}`,
      { method: 'GET' },
      timeoutMs,
      fetchImpl,
    ),
    targets.redis?.() ?? null,
  ]);
  return summarise(platform, cms, redis);
}

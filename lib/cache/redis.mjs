/**
 * The process's one connection to the shared cache (REDIS_URL), used by the cache handler
 * (cache-handler.mjs), the publish announcements (lib/cache/published-channel.ts) and /api/health.
 *
 * Kept on globalThis: Next loads the cache handler unbundled, and the webhook route and the
 * instrumentation hook are separate bundles, each with its own copy of this module; they must not
 * each open a connection.
 *
 * A Redis that is down is not an error for the shop: the client reconnects in the background
 * (`reconnectDelay`), commands fail at once instead of queueing while it is away
 * (`disableOfflineQueue`), and the change of state is logged once (`nextRedisState`).
 */
import { createClient } from 'redis';
import { nextRedisState, reconnectDelay, REDIS_TIMEOUT_MS } from './redis-state.mjs';

const LINK = Symbol.for('storefront.redis-link');

/**
 * Opens a client that reports its state changes once and reconnects by itself.
 *
 * @param {string} url
 * @param {string} role named in the log, since the publish channel needs a second connection
 * @param {boolean} queueWhileAway keep commands until connected (the subscription), instead of
 *   failing them at once (cache reads: a page must not wait for a Redis that is away)
 */
function open(url, role, queueWhileAway = false) {
  const link = {
    state: /** @type {'connecting' | 'ok' | 'down'} */ ('connecting'),
    client: createClient({
      url,
      disableOfflineQueue: !queueWhileAway,
      // A PING every few seconds notices a Redis that vanished without closing the socket.
      pingInterval: 5000,
      socket: { connectTimeout: 1000, reconnectStrategy: reconnectDelay },
    }),
  };
  /** @param {'ready' | 'error'} event */
  const report = (event) => {
    const next = nextRedisState(link.state, event);
    if (next.log) console[next.log.level](`${next.log.message} (${role})`);
    link.state = next.state;
  };
  link.client.on('ready', () => report('ready'));
  // Without an 'error' listener the client's errors would be thrown as unhandled.
  link.client.on('error', () => report('error'));
  // connect() keeps retrying until Redis answers; it settles only then (or on close).
  link.client.connect().catch(() => report('error'));
  return link;
}

/**
 * The shared connection, opened on first use; null without REDIS_URL.
 *
 * @param {string | undefined} url
 */
export function sharedRedis(url = process.env.REDIS_URL) {
  if (!url) return null;
  const store = /** @type {Record<symbol, ReturnType<typeof open>>} */ (globalThis);
  store[LINK] ??= open(url, 'cache');
  return store[LINK];
}

/**
 * A second connection for subscribing (a subscribed Redis connection can do nothing else). Its
 * SUBSCRIBE waits for Redis when Redis is away at start, and is renewed after each reconnection.
 *
 * @param {string} url
 */
export function subscriberRedis(url) {
  return open(url, 'publish channel', true);
}

/**
 * `promise`, or a rejection once `ms` have passed. node-redis's own abort signal cannot take back a
 * command already written to the socket: its promise then waits for as long as Redis is silent (a
 * frozen Redis held every page, the health check and the webhook). Here the caller stops waiting;
 * the command's late answer, if any, is dropped.
 *
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T>}
 */
export function within(promise, ms = REDIS_TIMEOUT_MS) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The client as the cache handler sees it: without `withAbortSignal` (see `within`), so the
 * handler races each command against its timeout instead (its withAbortSignalProxy) and a page
 * waits at most that long. Methods stay bound to the real client.
 *
 * @template {object} C
 * @param {C} client
 * @returns {C}
 */
export function racingClient(client) {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'withAbortSignal') return undefined;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Round-trip time of a PING in ms, or null when Redis did not answer within REDIS_TIMEOUT_MS.
 *
 * @param {ReturnType<typeof open>} link
 */
export async function pingRedis(link) {
  if (!link.client.isReady) return null;
  const started = performance.now();
  try {
    await within(link.client.ping());
    return Math.round(performance.now() - started);
  } catch {
    return null;
  }
}

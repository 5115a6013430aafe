/**
 * The shared cache's link to Redis as a small state machine, kept apart from the client so the
 * rules are a table (tests/lib/cache/redis-state.test.ts). Plain JavaScript: the cache handler that
 * uses it is loaded by Next at run time, outside the TypeScript build.
 */

/**
 * The next state of the link after a client event, and the one log line the change deserves.
 * Only changes are logged: a Redis that is down emits an error on every reconnection attempt, and
 * a line per attempt (or per request) would bury everything else in the log.
 *
 * @param {'connecting' | 'ok' | 'down'} state
 * @param {'ready' | 'error'} event
 * @returns {{ state: 'ok' | 'down', log: { level: 'info' | 'warn', message: string } | null }}
 */
export function nextRedisState(state, event) {
  if (event === 'ready') {
    if (state === 'ok') return { state, log: null };
    const message =
      state === 'down'
        ? '[cache] Redis is back: pages and data are shared again'
        : '[cache] Redis connected: pages and data are shared';
    return { state: 'ok', log: { level: 'info', message } };
  }
  if (state === 'down') return { state, log: null };
  return {
    state: 'down',
    log: {
      level: 'warn',
      message:
        '[cache] Redis unreachable: serving from the local cache or by rendering; reconnecting in the background',
    },
  };
}

/** Above this, one Redis answer counts as slow: the page falls back instead of waiting. */
export const REDIS_TIMEOUT_MS = 200;

/**
 * What /api/health says about Redis: `ok` when it answered a PING in time, `degraded` when the
 * connection is up but the answer came late (or not within the time limit), `down` when there is
 * no connection. Null when no Redis is configured (one instance, Next's own cache).
 *
 * @param {{ configured: boolean, ready: boolean, pingMs: number | null }} probe
 * @returns {'ok' | 'degraded' | 'down' | null}
 */
export function redisHealth({ configured, ready, pingMs }) {
  if (!configured) return null;
  if (!ready) return 'down';
  return pingMs !== null && pingMs <= REDIS_TIMEOUT_MS ? 'ok' : 'degraded';
}

/**
 * The wait before reconnection attempt `retries` (0-based): doubling from 100 ms, at most 2 s, so a
 * Redis that comes back is used again within about 2 s and a dead one costs a few attempts a
 * minute.
 *
 * @param {number} retries
 * @returns {number}
 */
export function reconnectDelay(retries) {
  return Math.min(100 * 2 ** retries, 2000);
}

import { describe, expect, it } from 'vitest';
import { nextRedisState, reconnectDelay, redisHealth } from '@/lib/cache/redis-state.mjs';

describe('nextRedisState: one log line per change, none per repeated event', () => {
  it.each([
    ['connecting', 'ready', 'ok', 'info', /connected/],
    ['connecting', 'error', 'down', 'warn', /unreachable/],
    ['ok', 'error', 'down', 'warn', /unreachable/],
    ['down', 'ready', 'ok', 'info', /back/],
  ] as const)('%s + %s → %s, logged (%s)', (state, event, next, level, message) => {
    const result = nextRedisState(state, event);
    expect(result.state).toBe(next);
    expect(result.log?.level).toBe(level);
    expect(result.log?.message).toMatch(message);
  });

  it.each([
    ['ok', 'ready', 'ok'],
    ['down', 'error', 'down'],
  ] as const)('%s + %s → %s, silent', (state, event, next) => {
    expect(nextRedisState(state, event)).toEqual({ state: next, log: null });
  });

  it('a Redis that stays down for 100 reconnection attempts logs once', () => {
    let state: 'connecting' | 'ok' | 'down' = 'ok';
    let lines = 0;
    for (let i = 0; i < 100; i += 1) {
      const next = nextRedisState(state, 'error');
      if (next.log) lines += 1;
      state = next.state;
    }
    expect(lines).toBe(1);
  });
});

describe('redisHealth', () => {
  it.each([
    [{ configured: false, ready: false, pingMs: null }, null],
    [{ configured: true, ready: false, pingMs: null }, 'down'],
    [{ configured: true, ready: true, pingMs: 2 }, 'ok'],
    [{ configured: true, ready: true, pingMs: 200 }, 'ok'],
    [{ configured: true, ready: true, pingMs: 201 }, 'degraded'],
    [{ configured: true, ready: true, pingMs: null }, 'degraded'],
  ])('%o → %s', (probe, expected) => {
    expect(redisHealth(probe)).toBe(expected);
  });
});

describe('reconnectDelay', () => {
  it.each([
    [0, 100],
    [1, 200],
    [3, 800],
    [4, 1600],
    [5, 2000],
    [50, 2000],
  ])('attempt %i waits %i ms', (retries, ms) => {
    expect(reconnectDelay(retries)).toBe(ms);
  });
});

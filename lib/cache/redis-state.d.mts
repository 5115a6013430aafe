export type RedisLinkState = 'connecting' | 'ok' | 'down';
export type RedisHealth = 'ok' | 'degraded' | 'down';
export declare function nextRedisState(
  state: RedisLinkState,
  event: 'ready' | 'error',
): { state: 'ok' | 'down'; log: { level: 'info' | 'warn'; message: string } | null };
export declare const REDIS_TIMEOUT_MS: number;
export declare function redisHealth(probe: {
  configured: boolean;
  ready: boolean;
  pingMs: number | null;
}): RedisHealth | null;
export declare function reconnectDelay(retries: number): number;

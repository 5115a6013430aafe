import type { RedisClientType } from 'redis';

export interface RedisLink {
  state: 'connecting' | 'ok' | 'down';
  client: RedisClientType;
}
export declare function sharedRedis(url?: string): RedisLink | null;
export declare function subscriberRedis(url: string): RedisLink;
export declare function pingRedis(link: RedisLink): Promise<number | null>;
export declare function within<T>(promise: Promise<T>, ms?: number): Promise<T>;
export declare function racingClient<C extends object>(client: C): C;

import { describe, expect, it } from 'vitest';
import { racingClient, within } from '@/lib/cache/redis.mjs';

describe('within', () => {
  it('passes an answer in time through', async () => {
    await expect(within(Promise.resolve('PONG'), 50)).resolves.toBe('PONG');
  });

  it('stops waiting for a Redis that does not answer', async () => {
    const started = Date.now();
    await expect(within(new Promise(() => undefined), 50)).rejects.toThrow(/within 50 ms/);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('racingClient', () => {
  class Client {
    #answers = 0;
    isReady = true;
    withAbortSignal() {
      return this;
    }
    async get(key: string) {
      this.#answers += 1;
      return `${key}:${this.#answers}`;
    }
  }

  it('hides withAbortSignal, so the cache handler races commands itself', () => {
    const client = racingClient(new Client());
    expect('withAbortSignal' in client && typeof client.withAbortSignal === 'function').toBe(false);
  });

  it('keeps the methods working on the real client (private fields included)', async () => {
    const client = racingClient(new Client());
    const { get } = client;
    await expect(client.get('a')).resolves.toBe('a:1');
    await expect(get.apply(client, ['b'])).resolves.toBe('b:2');
    expect(client.isReady).toBe(true);
  });
});

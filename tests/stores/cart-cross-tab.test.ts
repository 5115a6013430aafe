import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectCrossTab, type CrossTabTarget } from '@/stores/cart-cross-tab';
import { CartEngine } from '@/lib/cart/engine';
import type { Cart } from '@/lib/shopify/types';
import { createMemoryStorage } from '@/lib/storage/safe-storage';
import { createFakeCartApi } from '../lib/cart/fake-cart-api';
import { ALL_VARIANTS, BREAKFAST_TEA, POUR_OVER } from '../lib/cart/fixtures';
import { watchIdle } from '../lib/cart/harness';

type StorageListener = (event: { key: string | null; newValue: string | null }) => void;
type MessageListener = (event: { data: unknown }) => void;

/** A window stand-in and a BroadcastChannel bus shared by the "tabs" of one test. */
function createBrowser() {
  const windows: Set<StorageListener>[] = [];
  const channels: { listeners: Set<MessageListener>; closed: boolean }[] = [];
  return {
    window(): CrossTabTarget & { fire(key: string, newValue: string | null): void } {
      const listeners = new Set<StorageListener>();
      windows.push(listeners);
      return {
        addEventListener: (_type, l) => void listeners.add(l),
        removeEventListener: (_type, l) => void listeners.delete(l),
        fire: (key, newValue) => listeners.forEach((l) => l({ key, newValue })),
      };
    },
    createChannel() {
      const me = { listeners: new Set<MessageListener>(), closed: false };
      channels.push(me);
      return {
        postMessage: (data: unknown) =>
          channels
            .filter((c) => c !== me && !c.closed)
            .forEach((c) => c.listeners.forEach((l) => l({ data: structuredClone(data) }))),
        addEventListener: (_type: 'message', l: MessageListener) => void me.listeners.add(l),
        removeEventListener: (_type: 'message', l: MessageListener) => void me.listeners.delete(l),
        close: () => {
          me.closed = true;
        },
      };
    },
  };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('cross-tab cart sync', () => {
  it('a change in tab A shows in tab B through the BroadcastChannel', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const storage = createMemoryStorage();
    const browser = createBrowser();
    const a = new CartEngine({ api, storage, coalesceMs: 0 });
    const b = new CartEngine({ api, storage, coalesceMs: 0 });
    connectCrossTab(a, { target: browser.window(), createChannel: () => browser.createChannel() });
    connectCrossTab(b, { target: browser.window(), createChannel: () => browser.createChannel() });
    const idleB = watchIdle(b);
    await a.add({ variant: BREAKFAST_TEA, quantity: 2 });
    expect(b.getCart()?.lines.map((l) => [l.merchandise.id, l.quantity])).toEqual([
      [BREAKFAST_TEA.id, 2],
    ]);
    // Tab B can act on the line it learned about.
    await b.changeQuantity(b.getCart()?.lines[0]?.id ?? '', 'increase');
    await idleB();
    expect(a.getCart()?.lines[0]?.quantity).toBe(3);
  });

  it('a storage event on shopifyCart updates the engine; other keys and bad values are ignored', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const engine = new CartEngine({ api, storage: createMemoryStorage(), coalesceMs: 0 });
    const win = createBrowser().window();
    connectCrossTab(engine, { target: win });
    const theirs = api.seedCart([{ variantId: POUR_OVER.id, quantity: 1 }]);
    win.fire('discountCode', JSON.stringify(theirs));
    win.fire('shopifyCart', null);
    win.fire('shopifyCart', '{broken');
    expect(engine.getCart()).toBeNull();
    win.fire('shopifyCart', JSON.stringify(theirs));
    expect((engine.getCart() as Cart).id).toBe(theirs.id);
  });

  it('disconnecting stops listening and broadcasting', async () => {
    const api = createFakeCartApi(ALL_VARIANTS);
    const browser = createBrowser();
    const a = new CartEngine({ api, storage: createMemoryStorage(), coalesceMs: 0 });
    const b = new CartEngine({ api, storage: createMemoryStorage(), coalesceMs: 0 });
    const stopA = connectCrossTab(a, {
      target: browser.window(),
      createChannel: () => browser.createChannel(),
    });
    connectCrossTab(b, { target: browser.window(), createChannel: () => browser.createChannel() });
    stopA();
    await a.add({ variant: BREAKFAST_TEA, quantity: 1 });
    expect(b.getCart()).toBeNull();
  });
});

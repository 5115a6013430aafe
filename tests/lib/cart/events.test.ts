import { describe, expect, it, vi } from 'vitest';
import { createCartEvents } from '@/lib/cart/events';
import type { Cart, CartLine } from '@/lib/shopify/types';

const cart = { id: 'gid://shopify/Cart/1', lines: [] } as unknown as Cart;
const line = { id: 'gid://shopify/CartLine/1', quantity: 2 } as unknown as CartLine;
const payload = { line, quantity: 2, cart, cartId: cart.id, code: null };

describe('cart events', () => {
  it('delivers each event to its own listeners only', () => {
    const events = createCartEvents();
    const added = vi.fn();
    const removed = vi.fn();
    events.on('line-added', added);
    events.on('line-removed', removed);
    events.emit('line-added', payload);
    expect(added).toHaveBeenCalledWith(payload);
    expect(removed).not.toHaveBeenCalled();
  });

  it('unsubscribes', () => {
    const events = createCartEvents();
    const added = vi.fn();
    const off = events.on('line-added', added);
    off();
    events.emit('line-added', payload);
    expect(added).not.toHaveBeenCalled();
  });

  it('a listener that throws is logged and the others still run', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events = createCartEvents();
    const after = vi.fn();
    events.on('line-added', () => {
      throw new Error('pixel down');
    });
    events.on('line-added', after);
    events.emit('line-added', payload);
    expect(after).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('[cart] a "line-added" listener failed', expect.any(Error));
    warn.mockRestore();
  });
});

// Tests for lib/cart/listeners.ts: listeners that throw, the bounded change log, and which lines
// an answered action confirmed.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CartListeners, confirmedLines } from '@/lib/cart/listeners';
import { addItemMergeKey } from '@/lib/cart/optimistic';
import { cartLineMergeKey } from '@/lib/cart/rules';
import { BREAKFAST_TEA, POUR_OVER, makeCart, makeLine } from './fixtures';

const tea = makeLine({ id: 'l1', quantity: 2 }, BREAKFAST_TEA);
const pourOver = makeLine({ id: 'l2', quantity: 1 }, POUR_OVER);
const cart = makeCart({ lines: [tea, pourOver] });
const item = { variant: POUR_OVER, quantity: 1, sellingPlanId: null, attributes: [], tempId: 't' };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('CartListeners', () => {
  it('a listener that throws is logged; the others still hear', () => {
    const listeners = new CartListeners();
    const heard = vi.fn();
    listeners.onPersist(() => {
      throw new Error('boom');
    });
    listeners.onPersist(heard);
    listeners.stored(cart);
    expect(heard).toHaveBeenCalledWith(cart);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('boom'));
  });

  it('an operation without line changes is neither logged nor told', () => {
    const listeners = new CartListeners();
    const heard = vi.fn();
    listeners.onChange(heard);
    listeners.changed(cart, []);
    listeners.onChange(heard, 0);
    expect(heard).not.toHaveBeenCalled();
  });

  it('unsubscribing and clearing stop a listener', () => {
    const listeners = new CartListeners();
    const a = vi.fn();
    const b = vi.fn();
    listeners.onView(a)();
    listeners.onView(b);
    listeners.clear();
    listeners.view(cart, { reason: 'confirmed', pending: false });
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
  });
});

describe('confirmedLines', () => {
  it('a removal reports the platform lines it named, with their quantity', () => {
    const removal = { kind: 'remove' as const, keys: [cartLineMergeKey(tea)] };
    expect(confirmedLines(removal, cart, makeCart({ lines: [pourOver] }))).toEqual([
      { kind: 'removed', line: tea, quantity: 2 },
    ]);
  });

  it('an add reports the line it landed in with the units added, unless a rebuild refused it', () => {
    const add = { kind: 'add' as const, items: [item] };
    expect(confirmedLines(add, makeCart({ lines: [tea] }), cart)).toEqual([
      { kind: 'added', line: pourOver, quantity: 1 },
    ]);
    const refused = new Set([addItemMergeKey(item)]);
    expect(confirmedLines(add, makeCart({ lines: [tea] }), cart, refused)).toEqual([]);
  });

  it('quantity steps and other actions confirm no line changes', () => {
    const step = { kind: 'quantity' as const, targets: new Map([[cartLineMergeKey(tea), 3]]) };
    expect(confirmedLines(step, cart, cart)).toEqual([]);
    expect(
      confirmedLines(
        { kind: 'discount', edit: { kind: 'add', code: 'X' }, source: 'shopper' },
        cart,
        cart,
      ),
    ).toEqual([]);
  });
});

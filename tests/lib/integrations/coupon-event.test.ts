import { describe, expect, it } from 'vitest';
import type { CartChangeListener, ConfirmedCartChange } from '@/lib/cart/changes';
import { forwardCartChanges } from '@/lib/integrations/cart-events';
import { couponEvents, type CouponEvent } from '@/lib/integrations/coupon-event';
import { createTools } from '@/lib/integrations/tools';
import type { IntegrationModule } from '@/lib/integrations/types';
import { makeCart } from '../cart/fixtures';

const gbp = (amount: string) => ({ amount, currencyCode: 'GBP' });
const cart = makeCart({ id: 'gid://shopify/Cart/c1' });
const change = (coupons: ConfirmedCartChange['coupons'], at = 10): ConfirmedCartChange => ({
  cart,
  lines: [],
  coupons,
  at,
});

describe('couponEvents: Segment e-commerce v2 names and properties', () => {
  it('entered then applied, denied with its reason, removed with what it took off', () => {
    const events = couponEvents(
      change([
        { kind: 'entered', code: 'TEA10' },
        { kind: 'applied', code: 'TEA10', discount: gbp('0.65') },
        { kind: 'entered', code: 'NOPE' },
        { kind: 'denied', code: 'NOPE', reason: 'not applicable to this cart' },
        { kind: 'removed', code: 'WELCOME15', discount: gbp('1.95') },
      ]),
    );
    const ids = { cart_id: 'gid://shopify/Cart/c1' };
    expect(events).toEqual([
      { name: 'Coupon Entered', payload: { ...ids, coupon_id: 'TEA10', coupon_name: 'TEA10' } },
      {
        name: 'Coupon Applied',
        payload: { ...ids, coupon_id: 'TEA10', coupon_name: 'TEA10', discount: 0.65 },
      },
      { name: 'Coupon Entered', payload: { ...ids, coupon_id: 'NOPE', coupon_name: 'NOPE' } },
      {
        name: 'Coupon Denied',
        payload: {
          ...ids,
          coupon_id: 'NOPE',
          coupon_name: 'NOPE',
          reason: 'not applicable to this cart',
        },
      },
      {
        name: 'Coupon Removed',
        payload: { ...ids, coupon_id: 'WELCOME15', coupon_name: 'WELCOME15', discount: 1.95 },
      },
    ]);
  });

  it('a line change gives no coupon event', () => {
    expect(couponEvents(change([]))).toEqual([]);
  });
});

describe('forwardCartChanges: coupon events reach the tools after consent', () => {
  it('a tool gets the coupon events confirmed since its category was granted, not before', async () => {
    const got: CouponEvent['name'][] = [];
    const tool: IntegrationModule = {
      name: 'Fake',
      category: 'analytics',
      start: async () => ({ coupon: (event) => void got.push(event.name) }),
    };
    const tools = createTools(() => true);
    await tools.start(tool, () => undefined);
    let listener: CartChangeListener = () => undefined;
    const log = [
      change([{ kind: 'entered', code: 'EARLY' }], 5),
      change([{ kind: 'removed', code: 'TEA10', discount: gbp('0.65') }], 20),
    ];
    const source = {
      subscribeChanges(l: CartChangeListener, options: { since?: number } = {}) {
        for (const c of log) if (c.at >= (options.since ?? Infinity)) l(c);
        listener = l;
        return () => undefined;
      },
    };
    forwardCartChanges(source, [tool], tools, () => 10, 'http://shop.test');
    listener(change([{ kind: 'entered', code: 'LATER' }], 30));
    expect(got).toEqual(['Coupon Removed', 'Coupon Entered']);
  });
});

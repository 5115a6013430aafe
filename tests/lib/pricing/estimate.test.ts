// Tests for lib/pricing/estimate.ts: the estimated amounts of the optimistic view.
import { describe, expect, it } from 'vitest';
import { requantifiedLine, withEstimatedTotals } from '@/lib/pricing/estimate';
import { makeCart, makeLine } from '../cart/fixtures';

const GBP = (amount: string) => ({ amount, currencyCode: 'GBP' });

describe('requantifiedLine', () => {
  it('scales the subtotal by the unit price and the total by the line discount it had', () => {
    // 2 × £9.50 = £19.00, £1.90 off: £17.10 in all.
    const line = makeLine({ id: 'l1', quantity: 2 });
    const discounted = { ...line, cost: { ...line.cost, totalAmount: GBP('17.10') } };
    const three = requantifiedLine(discounted, 3);
    expect(three.quantity).toBe(3);
    expect(three.cost.subtotalAmount).toEqual(GBP('28.50'));
    expect(three.cost.totalAmount).toEqual(GBP('25.65'));
  });

  it('a line of none is priced at its unit price', () => {
    const empty = makeLine({ id: 'l1', quantity: 0 });
    expect(requantifiedLine(empty, 2).cost.totalAmount).toEqual(GBP('19.00'));
  });
});

describe('withEstimatedTotals', () => {
  it('moves the subtotal by the change in line totals, and the total in proportion', () => {
    const line = makeLine({ id: 'l1', quantity: 1 });
    // An order-level 10 % off: £9.50 subtotal, £8.55 total.
    const cart = makeCart({
      lines: [line],
      cost: { ...makeCart().cost, subtotalAmount: GBP('9.50'), totalAmount: GBP('8.55') },
    });
    const next = withEstimatedTotals(cart, [requantifiedLine(line, 3)]);
    expect(next.totalQuantity).toBe(3);
    expect(next.cost.subtotalAmount).toEqual(GBP('28.50'));
    expect(next.cost.totalAmount).toEqual(GBP('25.65'));
  });

  it('never estimates a negative total', () => {
    const line = makeLine({ id: 'l1', quantity: 2 });
    const cart = makeCart({
      lines: [line],
      cost: { ...makeCart().cost, subtotalAmount: GBP('19.00'), totalAmount: GBP('0.00') },
    });
    expect(withEstimatedTotals(cart, []).cost.totalAmount).toEqual(GBP('0.00'));
  });
});

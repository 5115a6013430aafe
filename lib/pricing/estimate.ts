/**
 * Estimated prices while a cart change is on its way (the optimistic view, lib/cart/optimistic.ts):
 * a line's amounts scaled to a new quantity, and the cart's totals moved by the change in line
 * totals. The platform's answer replaces them moments later. Money in integer minor units.
 */
import type { Cart, CartLine } from '@/lib/shopify/types';
import { money, toMinorUnits } from './money';

/** The line with `quantity` changed, its subtotal and total scaled accordingly. */
export function requantifiedLine(line: CartLine, quantity: number): CartLine {
  const unit = toMinorUnits(line.cost.amountPerQuantity.amount);
  const currency = line.cost.amountPerQuantity.currencyCode;
  const oldTotal = toMinorUnits(line.cost.totalAmount.amount);
  const total =
    line.quantity > 0 ? Math.round((oldTotal * quantity) / line.quantity) : unit * quantity;
  return {
    ...line,
    quantity,
    cost: {
      ...line.cost,
      subtotalAmount: money(unit * quantity, currency),
      totalAmount: money(total, currency),
    },
  };
}

/** Replaces the cart's lines and moves its totals by the change in line totals. */
export function withEstimatedTotals(cart: Cart, lines: CartLine[]): Cart {
  const lineTotals = (ls: CartLine[]) =>
    ls.reduce((s, l) => s + toMinorUnits(l.cost.totalAmount.amount), 0);
  // The cart subtotal is the sum of line totals (before cart-level discounts, after line-level
  // ones, as Shopify defines it). An order-level discount is estimated to scale with it until the
  // platform answers with the real figure.
  const delta = lineTotals(lines) - lineTotals(cart.lines);
  const subtotal = toMinorUnits(cart.cost.subtotalAmount.amount);
  const total = toMinorUnits(cart.cost.totalAmount.amount);
  const ratio = subtotal > 0 ? total / subtotal : 1;
  const currency = cart.cost.totalAmount.currencyCode;
  return {
    ...cart,
    lines,
    totalQuantity: lines.reduce((s, l) => s + l.quantity, 0),
    cost: {
      ...cart.cost,
      subtotalAmount: money(subtotal + delta, currency),
      totalAmount: money(Math.max(0, total + Math.round(delta * ratio)), currency),
    },
  };
}

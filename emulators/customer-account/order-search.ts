/**
 * The `query` argument of `customer.orders`, as far as Hydrogen's order list filters it:
 * `name:<number>` (with or without `#`) and `confirmation_number:<code>`, joined by AND; a bare
 * word matches the order name. Other Shopify search syntax is not emulated and matches nothing.
 */
import type { OrderRecord } from './records';

const confirmation = (order: OrderRecord) => order.checkoutToken.slice(-9).toUpperCase();

function termMatches(order: OrderRecord, term: string): boolean {
  const colon = term.indexOf(':');
  const key = colon < 0 ? 'name' : term.slice(0, colon).toLowerCase();
  const value = (colon < 0 ? term : term.slice(colon + 1)).replace(/^["']|["']$/g, '');
  if (key === 'name') return `#${order.number}` === `#${value.replace(/^#/, '')}`;
  if (key === 'confirmation_number') return confirmation(order) === value.toUpperCase();
  return false;
}

export function orderConfirmationNumber(order: OrderRecord): string {
  return confirmation(order);
}

export function filterOrders(
  orders: OrderRecord[],
  query: string | null | undefined,
): OrderRecord[] {
  const text = (query ?? '').trim();
  if (text === '') return orders;
  const terms = text.split(/\s+AND\s+|\s+/).filter((t) => t !== '' && t !== 'AND');
  return orders.filter((order) => terms.every((term) => termMatches(order, term)));
}

/** Price formatting of SPEC §3: cart prices in the cart currency, catalogue prices en-US. */
import type { Money } from '@/lib/shopify/types';
import { CART_LOCALE, CATALOG_LOCALE, CURRENCY } from './constants';
import { toMinorUnits } from './money';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let value = formatters.get(key);
  if (!value) {
    value = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, value);
  }
  return value;
}

function majorUnits(amount: string | number): number {
  return toMinorUnits(amount) / 100;
}

/**
 * A price in the cart, formatted en-GB in the cart currency: pass `cartCurrency(cart)` (read from
 * cost.totalAmount.currencyCode). Without it the money's own currency is used.
 * ({ amount: "9.5", currencyCode: "GBP" }) → "£9.50".
 */
export function formatCartPrice(price: Money, currency: string = price.currencyCode): string {
  return formatter(CART_LOCALE, currency || CURRENCY).format(majorUnits(price.amount));
}

/**
 * A catalogue price, formatted en-US currency with 2 decimals (SPEC §3): ("32", "GBP") → "£32.00",
 * ("12.5", "USD") → "$12.50".
 */
export function formatCatalogPrice(amount: string | number, currency: string = CURRENCY): string {
  return formatter(CATALOG_LOCALE, currency).format(majorUnits(amount));
}

/** Price formatting of SPEC §3: cart prices in the cart currency, catalogue prices en-US. */
import type { Money } from '@/lib/shopify/types';
import { CART_LOCALE, CATALOG_LOCALE, CURRENCY } from './constants';
import { toMinorUnits } from './money';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The currency prefix Intl gives in each shop locale for the shop's usual currencies. Constructing
 * the first Intl.NumberFormat of a page loads ICU's number data: 25 to 50 ms of main thread on this
 * machine (100 to 200 ms at Lighthouse's mobile throttling), inside hydration. These prices are
 * therefore formatted by hand, to the same characters (format.test.ts compares every entry with
 * Intl); any other currency or locale goes through Intl.
 */
export const FAST_PREFIXES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'en-GB': { GBP: '£', EUR: '€', USD: 'US$' },
  'en-US': { GBP: '£', EUR: '€', USD: '$' },
};

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

/** `-123456` pence with prefix '£' → "-£1,234.56": Intl's en currency pattern, 2 decimals. */
function withPrefix(prefix: string, minor: number): string {
  const abs = Math.abs(minor);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0 ? '-' : ''}${prefix}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

function format(locale: string, currency: string, amount: string | number): string {
  const minor = toMinorUnits(amount);
  const prefix = FAST_PREFIXES[locale]?.[currency];
  return prefix === undefined
    ? formatter(locale, currency).format(minor / 100)
    : withPrefix(prefix, minor);
}

/**
 * A price in the cart, formatted en-GB in the cart currency: pass `cartCurrency(cart)` (read from
 * cost.totalAmount.currencyCode). Without it the money's own currency is used.
 * ({ amount: "9.5", currencyCode: "GBP" }) → "£9.50".
 */
export function formatCartPrice(price: Money, currency: string = price.currencyCode): string {
  return format(CART_LOCALE, currency || CURRENCY, price.amount);
}

/**
 * A catalogue price, formatted en-US currency with 2 decimals (SPEC §3): ("32", "GBP") → "£32.00",
 * ("12.5", "USD") → "$12.50".
 */
export function formatCatalogPrice(amount: string | number, currency: string = CURRENCY): string {
  return format(CATALOG_LOCALE, currency, amount);
}

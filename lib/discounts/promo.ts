/** SPEC §7 orders service: the promo lookup behind campaign links (SPEC §2 query parameters). */
import type { PromoDiscount, PromoResponse } from '@/lib/discounts/types';
import { FILTER_PREFIX } from '@/lib/listing/filters';
import { PARAM } from '@/lib/listing/params';
import { VARIANT_PARAM } from '@/lib/product-variant-url';

export const PROMO_PATH = '/storyblok/discounts/utm-promo';
/** Longer query strings are not campaign links; they are not sent. */
export const MAX_PROMO_QUERY_LENGTH = 2048;

/**
 * The shop's own parameters: a listing's state, a search, a variant. A query of only these is the
 * shop's navigation, not a campaign link, so it is not looked up. SPEC §2 has every query string
 * looked up, but it predates the shop's listings: sorting a collection would otherwise ask the
 * orders service for a promo (and log a 404) on every landing. A campaign link that also carries
 * one of these (`?utm_campaign=welcome&sort=newest`) is still looked up, whole.
 */
const SHOP_PARAMS = new Set<string>(['q', VARIANT_PARAM, ...Object.values(PARAM)]);
const isShopParam = (name: string) => SHOP_PARAMS.has(name) || name.startsWith(FILTER_PREFIX);

/**
 * The lookup URL for the query string as received (`?a=b` or `a=b`). The query is re-encoded
 * parameter by parameter, so nothing in it (`#`, `/`, `@`, `..`, `\`, a full URL) can change the
 * host or the path: only the search part of a URL built from the fixed orders host is set.
 * Null when there is nothing to look up (nothing, or only the shop's own parameters) or the query
 * is too long.
 */
export function buildPromoUrl(ordersHost: string, search: string): string | null {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (raw === '' || raw.length > MAX_PROMO_QUERY_LENGTH) return null;
  const params = new URLSearchParams(raw);
  const names = [...params.keys()];
  if (names.length === 0 || names.every(isShopParam)) return null;
  const url = new URL(PROMO_PATH, ordersHost);
  url.search = params.toString();
  return url.toString();
}

function isPromoResponse(value: unknown): value is PromoResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).discount_code === 'string' &&
    (value as PromoResponse).discount_code.trim() !== ''
  );
}

/** A popup word the answer carries: a non-blank string, trimmed; anything else is left out. */
function word(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The discount in an orders-service answer: its code, and the popup words it brings (SPEC §3).
 * Blank or non-string words are dropped, so the CMS settings fill them in.
 */
export function promoDiscount(body: PromoResponse): PromoDiscount {
  const discount: PromoDiscount = { code: body.discount_code.trim() };
  const title = word(body.popup_title);
  const text = word(body.popup_text);
  const label = word(body.popup_button_label);
  if (title) discount.popupTitle = title;
  if (text) discount.popupText = text;
  if (label) discount.popupButtonLabel = label;
  return discount;
}

/**
 * Looks up the promo discount for a landing query string: its code and its own popup words.
 * 404 (no promo) logs a warning; any other failure logs too (SPEC §8: logged only, no shopper
 * message). Never rejects.
 */
export async function lookupPromo(
  ordersHost: string,
  search: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<PromoDiscount | null> {
  const url = buildPromoUrl(ordersHost, search);
  if (url === null) return null;
  try {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
    if (response.status === 404) {
      console.warn('[discount] no promo for this link');
      return null;
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isPromoResponse(body)) throw new Error('the answer has no discount_code');
    return promoDiscount(body);
  } catch (error) {
    console.warn('[discount] promo lookup failed', error);
    return null;
  }
}

/** SPEC §7 orders service: the promo lookup behind campaign links (SPEC §2 query parameters). */
import type { PromoResponse } from '@/lib/discounts/types';

export const PROMO_PATH = '/storyblok/discounts/utm-promo';
/** Longer query strings are not campaign links; they are not sent. */
export const MAX_PROMO_QUERY_LENGTH = 2048;

/**
 * The lookup URL for the query string as received (`?a=b` or `a=b`). The query is re-encoded
 * parameter by parameter, so nothing in it (`#`, `/`, `@`, `..`, `\`, a full URL) can change the
 * host or the path: only the search part of a URL built from the fixed orders host is set.
 * Null when there is nothing to look up or the query is too long.
 */
export function buildPromoUrl(ordersHost: string, search: string): string | null {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (raw === '' || raw.length > MAX_PROMO_QUERY_LENGTH) return null;
  const params = new URLSearchParams(raw);
  if ([...params.keys()].length === 0) return null;
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

/** A campaign discount: its code and the discount's own popup words, where it has them. */
export interface PromoDiscount {
  code: string;
  popupTitle?: string;
  popupText?: string;
  popupButtonLabel?: string;
}

function words(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The discount of a promo answer: the trimmed code and the non-blank popup words
 * (`popup_title`, `popup_text`, `popup_button_label`); null without a code.
 */
export function toPromoDiscount(body: unknown): PromoDiscount | null {
  if (!isPromoResponse(body)) return null;
  const [popupTitle, popupText, popupButtonLabel] = [
    words(body.popup_title),
    words(body.popup_text),
    words(body.popup_button_label),
  ];
  return {
    code: body.discount_code.trim(),
    ...(popupTitle ? { popupTitle } : {}),
    ...(popupText ? { popupText } : {}),
    ...(popupButtonLabel ? { popupButtonLabel } : {}),
  };
}

/** The promo code alone (see `lookupPromo`). */
export async function lookupPromoCode(
  ordersHost: string,
  search: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<string | null> {
  return (await lookupPromo(ordersHost, search, fetchImpl))?.code ?? null;
}

/**
 * Looks up the promo discount for a landing query string. 404 (no promo) logs a warning; any
 * other failure logs too (SPEC §8: logged only, no shopper message). Never rejects.
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
    const discount = toPromoDiscount(await response.json());
    if (!discount) throw new Error('the answer has no discount_code');
    return discount;
  } catch (error) {
    console.warn('[discount] promo lookup failed', error);
    return null;
  }
}

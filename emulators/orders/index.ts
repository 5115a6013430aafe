/**
 * The orders service's promo lookup (SPEC §7 "Orders service"): `GET <PROMO_PATH>?<query>` answers
 * `{ "discount_code": "…" }` (with the rule's popup words, if it has any) when a promo rule matches the query, else 404. The shop forwards the
 * landing query verbatim, so hostile input is parsed strictly and answered 400, never thrown.
 */
import { readFileSync } from 'node:fs';
import { json } from '../http';

/** A promo rule: every key of `match` must be present in the query with exactly that value. */
export interface PromoRule {
  match: Record<string, string>;
  discount_code: string;
  /** The discount's own toast words (SPEC §3 "Popup fields"), sent with the code when set. */
  popup_title?: string;
  popup_text?: string;
  popup_button_label?: string;
}

const POPUP_FIELDS = ['popup_title', 'popup_text', 'popup_button_label'] as const;

/** Longest query string considered; real campaign links are far shorter. */
export const MAX_QUERY_LENGTH = 2048;
/** Most parameters considered in one query. */
export const MAX_QUERY_PARAMS = 64;

export const PROMO_PATH = '/storyblok/discounts/utm-promo';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates the `promos` list of `content/promos.json`. Other keys of that file (the Storefront
 * emulator's `discountCodes`) are not this module's business and are ignored.
 */
export function parsePromos(data: unknown, source = 'promos'): PromoRule[] {
  if (!isObject(data) || !Array.isArray(data.promos))
    throw new Error(`${source}: expected { "promos": [...] }`);
  return data.promos.map((rule, index) => {
    const where = `${source}: promos[${index}]`;
    if (!isObject(rule) || !isObject(rule.match))
      throw new Error(`${where} needs a "match" object`);
    const entries = Object.entries(rule.match);
    if (entries.length === 0) throw new Error(`${where}.match must name at least one parameter`);
    if (!entries.every(([key, value]) => key !== '' && typeof value === 'string')) {
      throw new Error(`${where}.match values must be strings`);
    }
    if (typeof rule.discount_code !== 'string' || rule.discount_code.trim() === '') {
      throw new Error(`${where} needs a discount_code`);
    }
    const popup: Partial<Record<(typeof POPUP_FIELDS)[number], string>> = {};
    for (const field of POPUP_FIELDS) {
      const value = rule[field];
      if (value === undefined) continue;
      if (typeof value !== 'string') throw new Error(`${where}.${field} must be a string`);
      popup[field] = value;
    }
    return {
      match: Object.fromEntries(entries) as Record<string, string>,
      discount_code: rule.discount_code,
      ...popup,
    };
  });
}

/** Reads and validates the promo rules from a promos.json file. */
export function loadPromos(file: string): PromoRule[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  return parsePromos(data, file);
}

function decodeComponent(raw: string): string {
  // Form encoding: '+' is a space. decodeURIComponent throws on malformed escapes like "%E0%A4%A".
  return decodeURIComponent(raw.replace(/\+/g, ' '));
}

/**
 * Parses a raw query string (without '?') into each key's values. Returns null for a query this
 * service refuses: too long, too many parameters, or malformed percent-encoding. A key may repeat;
 * all its values are kept so matching can tell a consistent repeat from a conflicting one.
 */
export function parseQuery(raw: string): Map<string, string[]> | null {
  if (raw.length > MAX_QUERY_LENGTH) return null;
  const params = new Map<string, string[]>();
  const pairs = raw.split('&').filter((pair) => pair !== '');
  if (pairs.length > MAX_QUERY_PARAMS) return null;
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    let key: string;
    let value: string;
    try {
      key = decodeComponent(eq === -1 ? pair : pair.slice(0, eq));
      value = decodeComponent(eq === -1 ? '' : pair.slice(eq + 1));
    } catch {
      return null;
    }
    const values = params.get(key);
    if (values) values.push(value);
    else params.set(key, [value]);
  }
  return params;
}

/**
 * The first rule (in file order) whose every `match` entry is in the query. A key repeated with
 * different values is ambiguous and matches nothing; repeated with the same value it counts once.
 */
export function findPromo(
  rules: readonly PromoRule[],
  query: Map<string, string[]>,
): PromoRule | null {
  const single = (key: string): string | null => {
    const values = query.get(key);
    if (!values || values.length === 0) return null;
    return values.every((v) => v === values[0]) ? (values[0] ?? null) : null;
  };
  return (
    rules.find((rule) =>
      Object.entries(rule.match).every(([key, value]) => single(key) === value),
    ) ?? null
  );
}

export interface OrdersEmulator {
  /** Answers a request for PROMO_PATH. */
  handle(request: Request): Promise<Response>;
}

/** Creates the orders service over `rules`. */
export function createOrdersEmulator(rules: readonly PromoRule[]): OrdersEmulator {
  return {
    async handle(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return json({ error: 'method not allowed' }, 405, { allow: 'GET, HEAD, OPTIONS' });
      }
      const url = new URL(request.url);
      // url.search keeps the query exactly as sent (percent escapes intact), unlike searchParams,
      // which silently passes malformed escapes through.
      const query = parseQuery(url.search.replace(/^\?/, ''));
      if (query === null) return json({ error: 'bad request' }, 400);
      const rule = findPromo(rules, query);
      if (!rule) return json({ error: 'not found' }, 404);
      const { match: _match, ...answer } = rule;
      return json(answer);
    },
  };
}

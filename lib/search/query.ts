/**
 * The search query as the shop takes it from a URL or a form: one string, trimmed, runs of
 * whitespace as one space, and at most MAX_QUERY_LENGTH characters. A 10 kB `q` is cut, not
 * refused: the shopper still sees results for its start, and is told it was shortened.
 */

import { MAX_QUERY_LENGTH } from './max-query-length';

export { MAX_QUERY_LENGTH };

export interface SearchQueryInput {
  /** The query to send, possibly empty. */
  query: string;
  /** The raw value was longer than MAX_QUERY_LENGTH and has been cut. */
  shortened: boolean;
}

/**
 * The query from a raw `q`: a string, the first of repeated values (`?q=a&q=b`), or nothing. Cut at
 * a code point, so an emoji or a non-Latin letter is never split in half.
 */
export function normaliseQuery(raw: unknown): SearchQueryInput {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (typeof first !== 'string') return { query: '', shortened: false };
  const collapsed = first.replace(/\s+/g, ' ').trim();
  const points = Array.from(collapsed);
  if (points.length <= MAX_QUERY_LENGTH) return { query: collapsed, shortened: false };
  return { query: points.slice(0, MAX_QUERY_LENGTH).join('').trim(), shortened: true };
}

/** The search page's URL for `query` (`/search?q=…`), or `/search` for an empty one. */
export function searchHref(query: string): string {
  const q = query.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : '/search';
}

/**
 * Query suggestions of the predictive search (`SearchQuerySuggestion`): phrases of the catalogue's
 * vocabulary (product titles and types, vendors, tags, collection titles, lower-cased) that hold
 * the typed words, the last one as a prefix. Those that begin with the typed words come first,
 * then the shorter, then in alphabetical order. `styledText` is the suggestion HTML-escaped with
 * the typed part of each word in `<mark>`; `trackingParameters` follow Shopify's form.
 */
import type { CatalogueIndex } from './catalogue';
import type { TermNode } from './search-query';
import { fold, phraseMatches, words } from './search-text';

export interface QuerySuggestion {
  __typename: 'SearchQuerySuggestion';
  text: string;
  styledText: string;
  trackingParameters: string;
}

const vocabularies = new WeakMap<CatalogueIndex, { text: string; words: string[] }[]>();

/** Every phrase a suggestion may be, once per catalogue index. */
function vocabulary(index: CatalogueIndex): { text: string; words: string[] }[] {
  const cached = vocabularies.get(index);
  if (cached) return cached;
  const phrases = new Set<string>();
  for (const p of index.products) {
    for (const text of [p.data.title, p.data.productType, p.data.vendor])
      phrases.add(text.toLowerCase());
    for (const tag of p.data.tags) phrases.add(tag.toLowerCase().replace(/[-_]+/g, ' '));
  }
  for (const c of index.collections) phrases.add(c.data.title.toLowerCase());
  const list = [...phrases]
    .filter((t) => t.trim() !== '')
    .map((text) => ({ text, words: words(text) }));
  vocabularies.set(index, list);
  return list;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** `text` HTML-escaped, with each word's start that a typed word matches in `<mark>`. */
export function styledText(text: string, typed: readonly string[]): string {
  const marks: [number, number][] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = fold(match[0]);
    const hit = typed.filter((t) => word.startsWith(t)).sort((a, b) => b.length - a.length)[0];
    if (hit && match.index !== undefined) marks.push([match.index, match.index + hit.length]);
  }
  let out = '';
  let at = 0;
  for (const [start, end] of marks) {
    out += `${escapeHtml(text.slice(at, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    at = end;
  }
  return out + escapeHtml(text.slice(at));
}

function startsWithTyped(phrase: string[], typed: string[]): boolean {
  return typed.every((t, i) =>
    i === typed.length - 1 ? phrase[i]?.startsWith(t) : phrase[i] === t,
  );
}

export function suggestQueries(
  index: CatalogueIndex,
  terms: readonly TermNode[],
  typedQuery: string,
): QuerySuggestion[] {
  const free = terms.filter((t) => t.field === null);
  if (free.length === 0) return [];
  const typed = free.flatMap((t) => words(t.value));
  const found = vocabulary(index).filter((phrase) =>
    free.every((t) => phraseMatches(phrase.words, words(t.value), t.prefix)),
  );
  found.sort(
    (a, b) =>
      Number(startsWithTyped(b.words, typed)) - Number(startsWithTyped(a.words, typed)) ||
      a.words.length - b.words.length ||
      a.text.localeCompare(b.text, 'en'),
  );
  return found.map((phrase, i) => ({
    __typename: 'SearchQuerySuggestion',
    text: phrase.text,
    styledText: styledText(phrase.text, typed),
    trackingParameters: `_pos=${i + 1}&_psq=${encodeURIComponent(typedQuery)}&_ss=e&_v=1.0`,
  }));
}

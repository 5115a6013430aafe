/**
 * How one search term matches one piece of text, as Shopify's storefront search reads it: text is
 * split into words (case and accents folded, punctuation dropped), a word matches its singular or
 * plural form ("beans" finds "bean"), a term of several words is a phrase (consecutive words), and
 * a trailing `*` makes the term's last word a prefix. Exact fields (a tag, a vendor, a handle)
 * compare the whole folded value instead. No typo tolerance.
 */

/** Lower case with accents removed: "Café" → "cafe". */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The words of a text: runs of letters and digits after folding. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/** A light English stem so that singular and plural match: boxes → box, berries → berry. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function wordMatches(candidate: string, wanted: string, asPrefix: boolean): boolean {
  if (asPrefix) return candidate.startsWith(wanted);
  return candidate === wanted || stem(candidate) === stem(wanted);
}

/**
 * Whether `termWords` occur as consecutive words of `textWords`; with `prefix`, the last term word
 * only has to begin a word. An empty term matches nothing.
 */
export function phraseMatches(
  textWords: readonly string[],
  termWords: readonly string[],
  prefix: boolean,
): boolean {
  if (termWords.length === 0) return false;
  const last = termWords.length - 1;
  for (let start = 0; start + termWords.length <= textWords.length; start++) {
    let all = true;
    for (let i = 0; i <= last && all; i++) {
      all = wordMatches(textWords[start + i] ?? '', termWords[i] ?? '', prefix && i === last);
    }
    if (all) return true;
  }
  return false;
}

/** Whole-value comparison for exact fields (tags, vendor, product type, handle, SKU). */
export function exactMatches(value: string, wanted: string, prefix: boolean): boolean {
  const folded = fold(value);
  const target = fold(wanted);
  return prefix ? folded.startsWith(target) : folded === target;
}

export type Comparator = ':' | ':<' | ':>' | ':<=' | ':>=';

/** Compares a number with `value` under a comparator; a value that is not a number matches nothing. */
export function compareNumber(actual: number, comparator: Comparator, value: string): boolean {
  const wanted = Number(value);
  if (value.trim() === '' || !Number.isFinite(wanted)) return false;
  return compare(actual, comparator, wanted);
}

/** Compares an ISO date with `value` (any date `Date.parse` reads); otherwise matches nothing. */
export function compareDate(actual: string, comparator: Comparator, value: string): boolean {
  const wanted = Date.parse(value);
  const have = Date.parse(actual);
  if (Number.isNaN(wanted) || Number.isNaN(have)) return false;
  // A bare date compares by day, as Shopify's search does: created_at:2024-01-15.
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) && comparator === ':') {
    return actual.slice(0, 10) === value.trim();
  }
  return compare(have, comparator, wanted);
}

function compare(actual: number, comparator: Comparator, wanted: number): boolean {
  switch (comparator) {
    case ':':
      return actual === wanted;
    case ':<':
      return actual < wanted;
    case ':>':
      return actual > wanted;
    case ':<=':
      return actual <= wanted;
    case ':>=':
      return actual >= wanted;
  }
}

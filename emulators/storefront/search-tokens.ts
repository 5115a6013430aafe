/**
 * The tokens of Shopify's search syntax (search-query.ts parses them): parentheses, the `-`
 * modifier, the words AND / OR / NOT, and terms, a term being a free-text value or
 * `field<comparator>value`, its value a bare word (a trailing `*` for a prefix) or a quoted
 * phrase. `\` escapes the next character. Never throws: an unclosed quote runs to the end.
 */
import type { Comparator } from './search-text';

export interface TermNode {
  kind: 'term';
  /** Lower-cased field name (`product_type`, `variants.price`), or null for free text. */
  field: string | null;
  comparator: Comparator;
  /** The value without quotes, escapes or the prefix `*`. */
  value: string;
  quoted: boolean;
  /** The value ended in an unescaped `*`. */
  prefix: boolean;
}

export type Token =
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'minus' }
  | { kind: 'word'; value: string }
  | { kind: 'term'; term: TermNode };

const FIELD = /^[a-z_][a-z0-9_.]*$/i;
const COMPARATORS: readonly Comparator[] = [':<=', ':>=', ':<', ':>', ':'];
const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isQuote = (c: string | undefined) => c === '"' || c === "'";

/** Splits a query into tokens; never throws. */
export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = input.length;

  /** Reads a quoted value starting at the quote at `i`; an unclosed quote runs to the end. */
  const readQuoted = (): string => {
    const quote = input[i];
    i++;
    let value = '';
    while (i < n && input[i] !== quote) {
      if (input[i] === '\\' && i + 1 < n) i++;
      value += input[i];
      i++;
    }
    i++;
    return value;
  };

  while (i < n) {
    const c = input[i];
    if (isSpace(c)) {
      i++;
    } else if (c === '(') {
      tokens.push({ kind: 'open' });
      i++;
    } else if (c === ')') {
      tokens.push({ kind: 'close' });
      i++;
    } else if (c === '-' && i + 1 < n && !isSpace(input[i + 1])) {
      tokens.push({ kind: 'minus' });
      i++;
    } else if (isQuote(c)) {
      const value = readQuoted();
      tokens.push({ kind: 'term', term: term(null, ':', value, true, false) });
    } else {
      tokens.push(readWord(true));
    }
  }
  return tokens;

  /** A bare word, or (when `allowField`) `field<comparator>value` where the value may be quoted. */
  function readWord(allowField: boolean): Token {
    let raw = '';
    let escapedAny = false;
    let lastEscaped = false;
    while (i < n) {
      const ch = input[i] as string;
      if (isSpace(ch) || ch === '(' || ch === ')') break;
      if (ch === '\\' && i + 1 < n) {
        raw += input[i + 1];
        i += 2;
        escapedAny = lastEscaped = true;
        continue;
      }
      if (allowField && ch === ':' && !escapedAny && FIELD.test(raw)) {
        const field = raw.toLowerCase();
        const comparator = COMPARATORS.find((op) => input.startsWith(op, i)) ?? ':';
        i += comparator.length;
        if (isQuote(input[i]))
          return { kind: 'term', term: term(field, comparator, readQuoted(), true, false) };
        const rest = readWord(false);
        const value =
          rest.kind === 'term'
            ? rest.term
            : term(null, ':', rest.kind === 'word' ? rest.value : '', false, false);
        return { kind: 'term', term: { ...value, field, comparator } };
      }
      raw += ch;
      i++;
      lastEscaped = false;
    }
    const prefix = raw.endsWith('*') && !lastEscaped;
    const value = prefix ? raw.replace(/\*+$/, '') : raw;
    if (!escapedAny && (value === 'AND' || value === 'OR' || value === 'NOT'))
      return { kind: 'word', value };
    return { kind: 'term', term: term(null, ':', value, false, prefix) };
  }
}

function term(
  field: string | null,
  comparator: Comparator,
  value: string,
  quoted: boolean,
  prefix: boolean,
): TermNode {
  if (quoted && value.endsWith('*'))
    return {
      kind: 'term',
      field,
      comparator,
      value: value.replace(/\*+$/, ''),
      quoted,
      prefix: true,
    };
  return { kind: 'term', field, comparator, value, quoted, prefix };
}

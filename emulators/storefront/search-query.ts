/**
 * Shopify's search syntax (https://shopify.dev/docs/api/usage/search-syntax), as the `query:`
 * arguments of the Storefront API read it:
 *
 *   Query      = Term { [ Connective ] Term }        terms side by side are ANDed
 *   Connective = "AND" | "OR"                        AND binds tighter than OR
 *   Term       = [ "-" | "NOT " ] ( "(" Query ")" | [ field Comparator ] value )
 *   Comparator = ":" | ":<" | ":>" | ":<=" | ":>="
 *   value      = a word, or a "double" or 'single' quoted phrase; a trailing * is a prefix
 *
 * `\` escapes a special character (`\:`, `\(`, `\"`). The parser is lenient, like Shopify's: an
 * unbalanced quote runs to the end, an unbalanced parenthesis closes at the end, a stray `)` or a
 * lone connective is ignored. It refuses only what would be costly to evaluate: more than
 * MAX_QUERY_TERMS terms or parentheses nested deeper than MAX_QUERY_DEPTH.
 */
import { words, type Comparator } from './search-text';

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

export type QueryNode =
  | TermNode
  | { kind: 'and'; children: QueryNode[] }
  | { kind: 'or'; children: QueryNode[] }
  | { kind: 'not'; child: QueryNode };

export const MAX_QUERY_TERMS = 100;
export const MAX_QUERY_DEPTH = 20;

/** A query the platform refuses; resolvers turn it into a GraphQL error. */
export class SearchQueryError extends Error {}

type Token =
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

/**
 * Parses a query into a tree; null when it holds no term (empty, only spaces or connectives),
 * which callers read as "no condition". Throws a SearchQueryError past the limits above.
 */
export function parseSearchQuery(input: string): QueryNode | null {
  const tokens = tokenize(input);
  const terms = tokens.filter((t) => t.kind === 'term' && !isEmptyTerm(t.term)).length;
  if (terms > MAX_QUERY_TERMS) {
    throw new SearchQueryError(
      `Search query has ${terms} terms; at most ${MAX_QUERY_TERMS} are allowed.`,
    );
  }
  let at = 0;
  const peek = () => tokens[at];
  const isWord = (value: string) => {
    const t = peek();
    return t?.kind === 'word' && t.value === value;
  };

  function parseOr(depth: number): QueryNode | null {
    const alternatives: QueryNode[] = [];
    const first = parseAnd(depth);
    if (first) alternatives.push(first);
    while (isWord('OR')) {
      at++;
      const next = parseAnd(depth);
      if (next) alternatives.push(next);
    }
    return combine('or', alternatives);
  }

  function parseAnd(depth: number): QueryNode | null {
    const all: QueryNode[] = [];
    for (let t = peek(); t && t.kind !== 'close' && !isWord('OR'); t = peek()) {
      if (isWord('AND')) {
        at++;
        continue;
      }
      const unary = parseUnary(depth);
      if (unary) all.push(unary);
    }
    return combine('and', all);
  }

  function parseUnary(depth: number): QueryNode | null {
    const t = peek();
    at++;
    if (!t) return null;
    if (isModifier(t)) {
      // Modifiers apply to the next term or group (read in a loop: "- - - x" is not recursion);
      // a lone one is ignored.
      let negate = true;
      while (isModifier(peek())) {
        negate = !negate;
        at++;
      }
      const next = peek();
      if (!next || next.kind === 'close' || next.kind === 'word') return null;
      const child = parseUnary(depth);
      if (!child) return null;
      return negate ? { kind: 'not', child } : child;
    }
    if (t.kind === 'open') {
      if (depth >= MAX_QUERY_DEPTH) {
        throw new SearchQueryError(
          `Search query nests parentheses deeper than ${MAX_QUERY_DEPTH} levels.`,
        );
      }
      const inner = parseOr(depth + 1);
      if (peek()?.kind === 'close') at++;
      return inner;
    }
    if (t.kind === 'term') return isEmptyTerm(t.term) ? null : t.term;
    return null;
  }

  const parts: QueryNode[] = [];
  while (at < tokens.length) {
    const part = parseOr(0);
    if (part) parts.push(part);
    // A stray `)` ends parseOr early; skip it and read on.
    if (peek()?.kind === 'close') at++;
  }
  return combine('and', parts);
}

const isModifier = (t: Token | undefined) =>
  t?.kind === 'minus' || (t?.kind === 'word' && t.value === 'NOT');

/** A free-text term with no letter or digit (`&`, `-`, `<>`) asks for nothing and is dropped. */
function isEmptyTerm(t: TermNode): boolean {
  if (t.field !== null) return false;
  return words(t.value).length === 0;
}

function combine(kind: 'and' | 'or', children: QueryNode[]): QueryNode | null {
  if (children.length === 0) return null;
  if (children.length === 1) return children[0] ?? null;
  return { kind, children };
}

/** Evaluates a query tree with a predicate for single terms; a null query matches everything. */
export function matchesQuery(
  node: QueryNode | null,
  matchTerm: (term: TermNode) => boolean,
): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'term':
      return matchTerm(node);
    case 'and':
      return node.children.every((child) => matchesQuery(child, matchTerm));
    case 'or':
      return node.children.some((child) => matchesQuery(child, matchTerm));
    case 'not':
      return !matchesQuery(node.child, matchTerm);
  }
}

/** The terms a query asks for positively (not under NOT): what relevance ranks and marks. */
export function positiveTerms(node: QueryNode | null): TermNode[] {
  if (!node) return [];
  switch (node.kind) {
    case 'term':
      return [node];
    case 'and':
    case 'or':
      return node.children.flatMap(positiveTerms);
    case 'not':
      return [];
  }
}

/** The query with its last positive free-text term made a prefix (`prefix: LAST`, predictive). */
export function withLastTermAsPrefix(node: QueryNode | null): QueryNode | null {
  const last = positiveTerms(node)
    .filter((t) => t.field === null && !t.quoted)
    .pop();
  if (!node || !last) return node;
  const rewrite = (n: QueryNode): QueryNode => {
    if (n === last) return { ...n, prefix: true };
    if (n.kind === 'and' || n.kind === 'or')
      return { kind: n.kind, children: n.children.map(rewrite) };
    return n;
  };
  return rewrite(node);
}

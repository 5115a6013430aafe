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
import { tokenize, type TermNode, type Token } from './search-tokens';
import { words } from './search-text';

export type { TermNode } from './search-tokens';

export type QueryNode =
  | TermNode
  | { kind: 'and'; children: QueryNode[] }
  | { kind: 'or'; children: QueryNode[] }
  | { kind: 'not'; child: QueryNode };

export const MAX_QUERY_TERMS = 100;
export const MAX_QUERY_DEPTH = 20;

/** A query the platform refuses; resolvers turn it into a GraphQL error. */
export class SearchQueryError extends Error {}

/** A recursive-descent reader over the tokens: OR of ANDs of (negated) terms and groups. */
class Parser {
  private at = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  /** Reads every token; a stray `)` ends an OR early and is skipped. */
  readAll(): QueryNode | null {
    const parts: QueryNode[] = [];
    while (this.at < this.tokens.length) {
      const part = this.or(0);
      if (part) parts.push(part);
      if (this.peek()?.kind === 'close') this.at++;
    }
    return combine('and', parts);
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private isWord(value: string): boolean {
    const t = this.peek();
    return t?.kind === 'word' && t.value === value;
  }

  private or(depth: number): QueryNode | null {
    const alternatives: QueryNode[] = [];
    const first = this.and(depth);
    if (first) alternatives.push(first);
    while (this.isWord('OR')) {
      this.at++;
      const next = this.and(depth);
      if (next) alternatives.push(next);
    }
    return combine('or', alternatives);
  }

  private and(depth: number): QueryNode | null {
    const all: QueryNode[] = [];
    for (let t = this.peek(); t && t.kind !== 'close' && !this.isWord('OR'); t = this.peek()) {
      if (this.isWord('AND')) {
        this.at++;
        continue;
      }
      const unary = this.unary(depth);
      if (unary) all.push(unary);
    }
    return combine('and', all);
  }

  private unary(depth: number): QueryNode | null {
    const t = this.peek();
    this.at++;
    if (!t) return null;
    if (isModifier(t)) return this.negated(depth);
    if (t.kind === 'open') {
      if (depth >= MAX_QUERY_DEPTH) {
        throw new SearchQueryError(
          `Search query nests parentheses deeper than ${MAX_QUERY_DEPTH} levels.`,
        );
      }
      const inner = this.or(depth + 1);
      if (this.peek()?.kind === 'close') this.at++;
      return inner;
    }
    if (t.kind === 'term') return isEmptyTerm(t.term) ? null : t.term;
    return null;
  }

  /**
   * After a modifier: the next term or group, negated once per modifier (read in a loop, so
   * "- - - x" is no recursion); a lone modifier is ignored.
   */
  private negated(depth: number): QueryNode | null {
    let negate = true;
    while (isModifier(this.peek())) {
      negate = !negate;
      this.at++;
    }
    const next = this.peek();
    if (!next || next.kind === 'close' || next.kind === 'word') return null;
    const child = this.unary(depth);
    if (!child) return null;
    return negate ? { kind: 'not', child } : child;
  }
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
  return new Parser(tokens).readAll();
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

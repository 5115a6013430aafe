/**
 * The root `predictiveSearch` field: what a search box shows while the shopper types. The last word
 * is always a prefix ("cof" finds coffee). Products match in `searchableFields` (default TITLE,
 * PRODUCT_TYPE, VARIANTS_TITLE, VENDOR, as Shopify documents), collections and pages by title
 * (pages by body too with BODY), articles never (no blog). Query suggestions complete the typed
 * words from the catalogue's vocabulary (product titles and types, vendors, tags, collection
 * titles), with the typed part in `<mark>` and everything HTML-escaped.
 *
 * `limit` (1 to 10, default 10) caps each type with `limitScope: EACH`, and all results together
 * with ALL (the default), shared out in turn: a product, a collection, a page, a suggestion, and
 * again. `unavailableProducts` as for `search` (default LAST).
 */
import type { CatalogueIndex, ProductRecord } from './catalogue';
import { collectionTermMatches } from './collection-match';
import { apiError } from './errors';
import type { OnlineStore } from './online-store';
import type { PageRecord } from './pages';
import { byRelevance, productMatches, type SearchableField } from './product-match';
import { isAvailable, pageHasTerm, searchQuery, type UnavailableProducts } from './search';
import { matchesQuery, positiveTerms, type QueryNode, type TermNode } from './search-query';
import { phraseMatches, words } from './search-text';
import { suggestQueries, type QuerySuggestion } from './query-suggestions';

export type PredictiveType = 'ARTICLE' | 'COLLECTION' | 'PAGE' | 'PRODUCT' | 'QUERY';

export interface PredictiveSearchArgs {
  query: string;
  limit?: number | null;
  limitScope?: 'ALL' | 'EACH' | null;
  types?: PredictiveType[] | null;
  searchableFields?: SearchableField[] | null;
  unavailableProducts?: UnavailableProducts | null;
}

export interface PredictiveSearchView {
  products: ProductRecord[];
  collections: unknown[];
  pages: PageRecord[];
  articles: unknown[];
  queries: QuerySuggestion[];
}

const DEFAULT_FIELDS: readonly SearchableField[] = [
  'TITLE',
  'PRODUCT_TYPE',
  'VARIANTS_TITLE',
  'VENDOR',
];
const ALL_TYPES: readonly PredictiveType[] = ['PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE', 'QUERY'];
const MAX_LIMIT = 10;

function checkedLimit(limit: number | null | undefined): number {
  if (limit == null) return MAX_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw apiError(`limit must be between 1 and ${MAX_LIMIT}`, {
      code: 'BAD_REQUEST',
      argumentName: 'limit',
    });
  return limit;
}

function products(
  index: CatalogueIndex,
  query: QueryNode,
  args: PredictiveSearchArgs,
): ProductRecord[] {
  const fields = args.searchableFields?.length ? args.searchableFields : DEFAULT_FIELDS;
  const unavailable = args.unavailableProducts ?? 'LAST';
  let found = byRelevance(
    index.products.filter((p) => productMatches(p, query, fields)),
    query,
    fields,
  );
  if (unavailable === 'HIDE') found = found.filter(isAvailable);
  if (unavailable === 'LAST')
    found = [...found.filter(isAvailable), ...found.filter((p) => !isAvailable(p))];
  return found;
}

function pages(store: OnlineStore, query: QueryNode, withBody: boolean): PageRecord[] {
  const titleOnly = (page: PageRecord, term: TermNode) =>
    term.field === null
      ? phraseMatches(words(page.data.title), words(term.value), term.prefix)
      : pageHasTerm(page, term);
  return store.pages.filter((page) =>
    matchesQuery(query, (term) => (withBody ? pageHasTerm(page, term) : titleOnly(page, term))),
  );
}

/** Shares `limit` places out among the lists in turn, keeping each list's order. */
function shareOut(lists: Record<string, unknown[]>, limit: number): Record<string, unknown[]> {
  const taken: Record<string, unknown[]> = Object.fromEntries(
    Object.keys(lists).map((k) => [k, []]),
  );
  let left = limit;
  for (let round = 0; left > 0; round++) {
    let any = false;
    for (const [key, list] of Object.entries(lists)) {
      if (left > 0 && round < list.length) {
        taken[key]?.push(list[round]);
        left--;
        any = true;
      }
    }
    if (!any) break;
  }
  return taken;
}

export function predictiveSearch(
  index: CatalogueIndex,
  store: OnlineStore,
  args: PredictiveSearchArgs,
): PredictiveSearchView {
  const limit = checkedLimit(args.limit);
  const query = searchQuery(args.query, true);
  const types = args.types?.length ? args.types : ALL_TYPES;
  const empty: PredictiveSearchView = {
    products: [],
    collections: [],
    pages: [],
    articles: [],
    queries: [],
  };
  if (!query) return empty;
  const want = (type: PredictiveType) => types.includes(type);
  const found: PredictiveSearchView = {
    products: want('PRODUCT') ? products(index, query, args) : [],
    collections: want('COLLECTION')
      ? index.collections.filter((c) =>
          matchesQuery(query, (term) => collectionTermMatches(c, term)),
        )
      : [],
    pages: want('PAGE')
      ? pages(store, query, args.searchableFields?.includes('BODY') ?? false)
      : [],
    articles: [],
    queries: want('QUERY') ? suggestQueries(index, positiveTerms(query), args.query) : [],
  };
  if (args.limitScope === 'EACH') {
    return {
      products: found.products.slice(0, limit),
      collections: found.collections.slice(0, limit),
      pages: found.pages.slice(0, limit),
      articles: [],
      queries: found.queries.slice(0, limit),
    };
  }
  return shareOut({ ...found }, limit) as unknown as PredictiveSearchView;
}

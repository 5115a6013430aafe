/**
 * The shop's online-store pages (Shopify's `Page`: about, contact, FAQ, shipping…) from
 * `content/shop-pages.json`, which is apart from the CMS stories in `content/stories`. A page's
 * `bodySummary` is its body as plain text, cut at 150 characters as the Storefront API does;
 * `pages(query:)` reads the fields Shopify documents for pages: title, handle, created_at,
 * updated_at, and free text in the title and body.
 */
import { readFileSync } from 'node:fs';
import type { TermNode } from './search-query';
import { compareDate, exactMatches, phraseMatches, words } from './search-text';

export const SHOP_PAGES_PATH = new URL('../../content/shop-pages.json', import.meta.url);

export interface ShopPageContent {
  id: string;
  handle: string;
  title: string;
  /** HTML. */
  body: string;
  seo?: { title: string | null; description: string | null };
  createdAt: string;
  updatedAt: string;
}

export interface PageRecord {
  __typename: 'Page';
  data: ShopPageContent;
  bodySummary: string;
  onlineStoreUrl: string;
}

const SUMMARY_LENGTH = 150;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The body as one line of plain text: tags dropped, the common entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

function summary(html: string): string {
  const text = plainText(html);
  if (text.length <= SUMMARY_LENGTH) return text;
  return `${text.slice(0, SUMMARY_LENGTH - 3).trimEnd()}...`;
}

const GID = /^gid:\/\/shopify\/Page\/\d+$/;

/** Reads and checks the pages file; throws one Error naming every problem. */
export function validateShopPages(raw: unknown): ShopPageContent[] {
  const list = (raw as { pages?: unknown })?.pages;
  if (!Array.isArray(list)) throw new Error('Shop pages: expected { "pages": [...] }');
  const problems: string[] = [];
  const handles = new Set<string>();
  list.forEach((page: Partial<ShopPageContent>, i) => {
    const at = `pages[${i}]`;
    if (typeof page.id !== 'string' || !GID.test(page.id))
      problems.push(`${at}.id: expected gid://shopify/Page/<number>`);
    for (const key of ['handle', 'title', 'body', 'createdAt', 'updatedAt'] as const) {
      if (typeof page[key] !== 'string' || page[key] === '')
        problems.push(`${at}.${key}: expected a non-empty string`);
    }
    if (typeof page.handle === 'string') {
      if (handles.has(page.handle)) problems.push(`${at}.handle: duplicate handle ${page.handle}`);
      handles.add(page.handle);
    }
  });
  if (problems.length > 0) throw new Error(`Shop pages are invalid:\n  ${problems.join('\n  ')}`);
  return list as ShopPageContent[];
}

export function loadShopPages(path: URL | string = SHOP_PAGES_PATH): ShopPageContent[] {
  return validateShopPages(JSON.parse(readFileSync(path, 'utf8')));
}

export function pageRecords(pages: readonly ShopPageContent[], shopOrigin: string): PageRecord[] {
  return pages.map((data) => ({
    __typename: 'Page',
    data,
    bodySummary: summary(data.body),
    onlineStoreUrl: `${shopOrigin}/pages/${data.handle}`,
  }));
}

const pageWords = new WeakMap<PageRecord, { title: string[]; body: string[] }>();

function wordsOf(page: PageRecord): { title: string[]; body: string[] } {
  let cached = pageWords.get(page);
  if (!cached) {
    cached = { title: words(page.data.title), body: words(plainText(page.data.body)) };
    pageWords.set(page, cached);
  }
  return cached;
}

/** The fields a page has; `search` finds no page through a term on any other field. */
export const PAGE_FIELDS: ReadonlySet<string> = new Set([
  'title',
  'body',
  'handle',
  'created_at',
  'updated_at',
]);

/** One search term against a page; unknown fields are ignored. */
export function pageTermMatches(page: PageRecord, term: TermNode): boolean {
  const { title, body } = wordsOf(page);
  const wanted = words(term.value);
  switch (term.field) {
    case null:
      return phraseMatches(title, wanted, term.prefix) || phraseMatches(body, wanted, term.prefix);
    case 'title':
      return phraseMatches(title, wanted, term.prefix);
    case 'body':
      return phraseMatches(body, wanted, term.prefix);
    case 'handle':
      return exactMatches(page.data.handle, term.value, term.prefix);
    case 'created_at':
      return compareDate(page.data.createdAt, term.comparator, term.value);
    case 'updated_at':
      return compareDate(page.data.updatedAt, term.comparator, term.value);
    default:
      return true;
  }
}

/** Relevance of a page to free-text terms: a title match counts more than one in the body. */
export function pageRelevance(page: PageRecord, terms: readonly TermNode[]): number {
  const { title, body } = wordsOf(page);
  let score = 0;
  for (const term of terms) {
    if (term.field !== null) continue;
    const wanted = words(term.value);
    if (phraseMatches(title, wanted, term.prefix)) score += 8;
    if (phraseMatches(body, wanted, term.prefix)) score += 1;
  }
  return score;
}

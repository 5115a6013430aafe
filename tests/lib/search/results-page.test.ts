import { describe, expect, it, vi } from 'vitest';
import { StorefrontGraphQLError, StorefrontTransportError } from '@/lib/shopify/errors';
import type { SearchOptions } from '@/lib/shopify/search';
import type { SearchResults } from '@/lib/shopify/search-types';
import { loadSearchPage, type SearchPageDeps } from '@/lib/search/results-page';

const found = (totalCount: number): SearchResults => ({
  totalCount,
  products: [],
  facets: [],
  hasNextPage: false,
  endCursor: null,
});
const coffee = { id: 'c1', handle: 'coffee', title: 'Coffee', description: '', image: null };
const refused = () =>
  new StorefrontGraphQLError('refused', { operation: 'Search', errors: [{ message: 'no' }] });

/** Deps whose search answers by `answer(options)`, recording every search asked for. */
function deps(answer: (options: SearchOptions) => SearchResults | Error) {
  const asked: SearchOptions[] = [];
  const d: SearchPageDeps = {
    search: vi.fn(async (options: SearchOptions) => {
      asked.push(options);
      const result = answer(options);
      if (result instanceof Error) throw result;
      return result;
    }),
    collections: vi.fn(async () => [coffee]),
  };
  return { d, asked };
}

describe('loadSearchPage', () => {
  it('searches the query with the sort, filters, pages and cursor of the URL', async () => {
    const { d, asked } = deps(() => found(3));
    const page = await loadSearchPage(
      {
        q: '  house blend ',
        sort: 'price-descending',
        'filter.productVendor': 'Morrow',
        price_min: '5',
        page: '2',
      },
      d,
    );
    expect(asked).toEqual([
      {
        query: 'house blend',
        first: 16,
        after: null,
        sortKey: 'PRICE',
        reverse: true,
        filters: [{ productVendor: 'Morrow' }, { price: { min: 5 } }],
      },
    ]);
    expect(page).toMatchObject({ query: 'house blend', shortened: false, refused: null });
    expect(page.collections).toEqual([]);
  });

  it('sends nothing for an empty query, and offers collections', async () => {
    const { d, asked } = deps(() => found(3));
    const page = await loadSearchPage({}, d);
    expect(asked).toEqual([]);
    expect(page).toMatchObject({ query: '', refused: null, collections: [coffee] });
  });

  it('offers collections when nothing matches', async () => {
    const { d } = deps(() => found(0));
    expect((await loadSearchPage({ q: 'zzz' }, d)).collections).toEqual([coffee]);
  });

  it('cuts a 10 kB query and says so', async () => {
    const { d, asked } = deps(() => found(1));
    const page = await loadSearchPage({ q: 'a'.repeat(10_000) }, d);
    expect(page.shortened).toBe(true);
    expect(asked[0]?.query).toHaveLength(100);
  });

  it('ignores unknown filter JSON, naming it, and searches without it', async () => {
    const { d, asked } = deps(() => found(1));
    const page = await loadSearchPage(
      { q: 'tea', 'filter.variantOption': '{"name":', 'filter.nope': 'x' },
      d,
    );
    expect(asked[0]?.filters).toEqual([]);
    expect(page.state.ignored).toEqual(['filter.variantOption', 'filter.nope']);
  });

  it('a refused cursor (from another query) starts again from the first page', async () => {
    const { d, asked } = deps((options) => (options.after ? refused() : found(7)));
    const page = await loadSearchPage({ q: 'tea', after: 'Y3Vyc29yOmNvZmZlZQ' }, d);
    expect(asked.map((o) => o.after)).toEqual(['Y3Vyc29yOmNvZmZlZQ', null]);
    expect(page).toMatchObject({ refused: 'restarted', state: { after: null, pages: 1 } });
    expect(page.results.totalCount).toBe(7);
  });

  it('a refused filter is dropped after the cursor', async () => {
    const { d, asked } = deps((options) => (options.filters?.length ? refused() : found(2)));
    const page = await loadSearchPage({ q: 'tea', 'filter.tag': 'x', after: 'abc' }, d);
    expect(asked.map((o) => [o.after, o.filters?.length])).toEqual([
      ['abc', 1],
      [null, 1],
      [null, 0],
    ]);
    expect(page).toMatchObject({ refused: 'restarted', state: { filters: [] } });
  });

  it('a refused query is a page saying so, with collections', async () => {
    const { d, asked } = deps(() => refused());
    const page = await loadSearchPage({ q: '((((((((((((((((((((((a))))))))))))))))))))))' }, d);
    expect(asked).toHaveLength(1);
    expect(page).toMatchObject({ refused: 'query', collections: [coffee] });
    expect(page.results.products).toEqual([]);
  });

  it('a platform that does not answer is an error, not an empty page', async () => {
    const { d } = deps(() => new StorefrontTransportError('down', { operation: 'Search' }));
    await expect(loadSearchPage({ q: 'tea' }, d)).rejects.toBeInstanceOf(StorefrontTransportError);
  });

  it('collections that cannot be listed are no suggestions', async () => {
    const { d } = deps(() => found(0));
    d.collections = vi.fn(async () => {
      throw new Error('down');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await loadSearchPage({ q: 'zzz' }, d)).collections).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  initialListingState,
  listingQuery,
  productFilters,
  withoutFilters,
  type ListingState,
} from '@/lib/listing/state';
import { parseListingState } from '@/lib/listing/parse';
import { COLLECTION_SORTS, sortOption } from '@/lib/listing/sort';

const parse = (query: string) => parseListingState(new URLSearchParams(query), COLLECTION_SORTS);
const plain = initialListingState(COLLECTION_SORTS);
const coffee = { name: 'filter.productType', value: 'Coffee', input: { productType: 'Coffee' } };

describe('sortOption', () => {
  it.each([
    ['featured', 'COLLECTION_DEFAULT', false],
    ['best-selling', 'BEST_SELLING', false],
    ['price-ascending', 'PRICE', false],
    ['price-descending', 'PRICE', true],
    ['newest', 'CREATED', true],
    ['cheapest', 'COLLECTION_DEFAULT', false],
    [null, 'COLLECTION_DEFAULT', false],
  ])('%s sorts by %s, reverse %s', (name, sortKey, reverse) => {
    expect(sortOption(name, COLLECTION_SORTS)).toMatchObject({ sortKey, reverse });
  });
});

describe('parseListingState', () => {
  it.each<[string, string, Partial<ListingState>]>([
    ['nothing', '', plain],
    ['a sort', 'sort=price-ascending', { sort: 'price-ascending', ignored: [] }],
    ['an unknown sort', 'sort=cheapest', { sort: 'featured', ignored: ['sort'] }],
    [
      'markup as a sort',
      'sort=%3Cscript%3Ealert(1)%3C/script%3E',
      { sort: 'featured', ignored: ['sort'] },
    ],
    ['a filter', 'filter.productType=Coffee', { filters: [coffee] }],
    [
      'a repeated filter once',
      'filter.productType=Coffee&filter.productType=Coffee',
      { filters: [coffee] },
    ],
    [
      'two values of one filter',
      'filter.productType=Coffee&filter.productType=Tea',
      {
        filters: [
          coffee,
          { name: 'filter.productType', value: 'Tea', input: { productType: 'Tea' } },
        ],
      },
    ],
    [
      'an option as JSON, in any field order',
      'filter.variantOption=' + encodeURIComponent('{"value":"1 kg","name":"Size"}'),
      {
        filters: [
          {
            name: 'filter.variantOption',
            value: '{"name":"Size","value":"1 kg"}',
            input: { variantOption: { name: 'Size', value: '1 kg' } },
          },
        ],
      },
    ],
    [
      'availability',
      'filter.available=true',
      { filters: [{ name: 'filter.available', value: 'true', input: { available: true } }] },
    ],
    [
      'availability that is not a boolean',
      'filter.available=yes',
      { filters: [], ignored: ['filter.available'] },
    ],
    ['an unknown filter key', 'filter.colour=red', { filters: [], ignored: ['filter.colour'] }],
    ['a prototype key', 'filter.__proto__=%7B%7D', { filters: [], ignored: ['filter.__proto__'] }],
    [
      'unknown filter JSON',
      'filter.variantOption=%7B%22evil%22%3A1%7D',
      { filters: [], ignored: ['filter.variantOption'] },
    ],
    [
      'broken JSON',
      'filter.variantOption=%7B%22name',
      { filters: [], ignored: ['filter.variantOption'] },
    ],
    [
      'a 10 kB filter value',
      `filter.tag=${'a'.repeat(10_000)}`,
      { filters: [], ignored: ['filter.tag'] },
    ],
    ['a price range', 'price_min=5&price_max=20.5', { price: { min: 5, max: 20.5 } }],
    ['a reversed price range, swapped', 'price_min=20&price_max=5', { price: { min: 5, max: 20 } }],
    [
      'prices that are not prices',
      'price_min=-1&price_max=1e3',
      { price: { min: null, max: null }, ignored: ['price_min', 'price_max'] },
    ],
    ['blank form fields', 'price_min=&price_max=&sort=', plain],
    ['pages', 'page=3', { pages: 3 }],
    ['the last page', 'page=30', { pages: 30 }],
    ['a page past the last', 'page=31', { pages: 1, ignored: ['page'] }],
    ['page zero', 'page=0', { pages: 1, ignored: ['page'] }],
    ['a cursor', 'after=eyJsYXN0IjoxMn0%3D', { after: 'eyJsYXN0IjoxMn0=' }],
    ['markup as a cursor', 'after=%3Cimg%20src%3Dx%3E', { after: null, ignored: ['after'] }],
    ['a 10 kB cursor', `after=${'a'.repeat(10_000)}`, { after: null, ignored: ['after'] }],
    ['parameters of others', 'q=tea&utm_source=mail', plain],
  ])('%s', (_case, query, expected) => {
    expect(parse(query)).toEqual({ ...plain, ...expected });
  });

  it('stops taking filters after 24 and says so', () => {
    const query = Array.from({ length: 30 }, (_, i) => `filter.tag=t${i}`).join('&');
    const state = parse(query);
    expect(state.filters).toHaveLength(24);
    expect(state.ignored).toEqual(['filter.tag']);
  });

  it('reads Next query objects (repeated values as arrays)', () => {
    expect(
      parseListingState(
        { 'filter.productType': ['Coffee', 'Tea'], sort: 'newest', handle: 'x' },
        COLLECTION_SORTS,
      ),
    ).toMatchObject({ sort: 'newest', filters: [{ value: 'Coffee' }, { value: 'Tea' }] });
  });

  it('names an ignored parameter by at most 40 characters', () => {
    expect(parse(`filter.${'x'.repeat(10_000)}=1`).ignored).toEqual([`filter.${'x'.repeat(33)}`]);
  });
});

describe('listingQuery', () => {
  it.each([
    ['', ''],
    ['sort=featured', ''],
    ['page=1', ''],
    [
      'page=2&sort=newest&filter.productType=Coffee',
      '?sort=newest&filter.productType=Coffee&page=2',
    ],
    ['price_max=20&price_min=5', '?price_min=5&price_max=20'],
    ['after=abc&page=2', '?after=abc&page=2'],
    [
      'filter.variantOption=%7B%22name%22%3A%22Size%22%2C%22value%22%3A%221+kg%22%7D',
      '?filter.variantOption=%7B%22name%22%3A%22Size%22%2C%22value%22%3A%221+kg%22%7D',
    ],
  ])('%s is written %s', (query, expected) => {
    expect(listingQuery(parse(query), COLLECTION_SORTS)).toBe(expected);
  });

  it('reads back as the same state', () => {
    const state = parse(
      'sort=price-descending&filter.tag=decaf&filter.available=true&price_min=3&page=4',
    );
    expect(parse(listingQuery(state, COLLECTION_SORTS).slice(1))).toEqual(state);
  });

  it('writes the page’s own parameters first', () => {
    expect(listingQuery(parse('sort=newest'), COLLECTION_SORTS, { q: 'tea' })).toBe(
      '?q=tea&sort=newest',
    );
  });
});

describe('changes', () => {
  it('clear all drops filters and prices, keeps the sort', () => {
    const state = withoutFilters(parse('sort=newest&filter.tag=a&price_max=4&page=2'));
    expect(listingQuery(state, COLLECTION_SORTS)).toBe('?sort=newest');
    expect(listingQuery(withoutFilters(parse('filter.tag=a')), COLLECTION_SORTS)).toBe('');
  });

  it('asks the platform with the filters, then the price range', () => {
    expect(productFilters(parse('filter.productType=Coffee&price_max=20'))).toEqual([
      { productType: 'Coffee' },
      { price: { max: 20 } },
    ]);
    expect(productFilters(plain)).toEqual([]);
  });
});

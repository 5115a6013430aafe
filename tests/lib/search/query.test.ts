import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, normaliseQuery, searchHref } from '@/lib/search/query';

describe('normaliseQuery', () => {
  it.each<[unknown, string, boolean]>([
    [undefined, '', false],
    [null, '', false],
    [42, '', false],
    [{ q: 'x' }, '', false],
    ['', '', false],
    ['   ', '', false],
    ['coffee', 'coffee', false],
    ['  house   blend\n', 'house blend', false],
    [['tea', 'coffee'], 'tea', false],
    [[], '', false],
    ['<script>alert(1)</script>', '<script>alert(1)</script>', false],
    ['a'.repeat(MAX_QUERY_LENGTH), 'a'.repeat(MAX_QUERY_LENGTH), false],
    ['a'.repeat(10_000), 'a'.repeat(MAX_QUERY_LENGTH), true],
    // Cut at a code point: 100 emoji, not 50 and a broken surrogate.
    ['☕'.repeat(150), '☕'.repeat(MAX_QUERY_LENGTH), true],
    [`${'a'.repeat(MAX_QUERY_LENGTH - 1)} b`, 'a'.repeat(MAX_QUERY_LENGTH - 1), true],
  ])('%j → %j (shortened: %s)', (raw, query, shortened) => {
    expect(normaliseQuery(raw)).toEqual({ query, shortened });
  });
});

describe('searchHref', () => {
  it.each([
    ['coffee', '/search?q=coffee'],
    [' house blend ', '/search?q=house%20blend'],
    ['a&b=c#d', '/search?q=a%26b%3Dc%23d'],
    ['', '/search'],
    ['  ', '/search'],
  ])('%j → %s', (query, href) => {
    expect(searchHref(query)).toBe(href);
  });
});

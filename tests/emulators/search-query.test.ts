import { describe, expect, it } from 'vitest';
import {
  MAX_QUERY_DEPTH,
  MAX_QUERY_TERMS,
  SearchQueryError,
  parseSearchQuery,
  withLastTermAsPrefix,
  type QueryNode,
} from '@/emulators/storefront/search-query';
import { phraseMatches, stem, words } from '@/emulators/storefront/search-text';

/** A compact, readable rendering of a parsed query for the table below. */
function show(node: QueryNode | null): string {
  if (!node) return '∅';
  switch (node.kind) {
    case 'term': {
      const field = node.field === null ? '' : `[${node.field}]${node.comparator}`;
      const value = node.quoted ? `"${node.value}"` : node.value;
      return `${field}${value}${node.prefix ? '*' : ''}`;
    }
    case 'and':
      return `(${node.children.map(show).join(' & ')})`;
    case 'or':
      return `(${node.children.map(show).join(' | ')})`;
    case 'not':
      return `!${show(node.child)}`;
  }
}

describe('parseSearchQuery', () => {
  it.each([
    ['', '∅'],
    ['   ', '∅'],
    ['coffee', 'coffee'],
    ['house blend', '(house & blend)'],
    ['house AND blend', '(house & blend)'],
    ['tea OR coffee', '(tea | coffee)'],
    ['a b OR c', '((a & b) | c)'],
    ['a OR b c', '(a | (b & c))'],
    ['(a OR b) c', '((a | b) & c)'],
    ['-tag:sale', '![tag]:sale'],
    ['NOT tag:sale', '![tag]:sale'],
    ['NOT NOT tea', 'tea'],
    ['--tea', 'tea'],
    ['tag:sale', '[tag]:sale'],
    ['Product_Type:Tea', '[product_type]:Tea'],
    ['variants.price:>10', '[variants.price]:>10'],
    ['variants.price:<=9.5', '[variants.price]:<=9.5'],
    ['created_at:>="2024-01-01"', '[created_at]:>="2024-01-01"'],
    ['title:"house blend"', '[title]:"house blend"'],
    ["title:'house blend'", '[title]:"house blend"'],
    ['"pour over"', '"pour over"'],
    ['cof*', 'cof*'],
    ['title:cof*', '[title]:cof*'],
    ['"pour ov*"', '"pour ov"*'],
    ['ratio\\:16', 'ratio:16'],
    ['a\\(b\\)', 'a(b)'],
    ['x:y:z', '[x]:y:z'],
    ['1:16', '1:16'],
    // Lenient input: what a shopper may type.
    ['"unbalanced quote', '"unbalanced quote"'],
    ['(coffee', 'coffee'],
    ['coffee)', 'coffee'],
    [')) coffee ((', 'coffee'],
    ['AND', '∅'],
    ['OR OR', '∅'],
    ['NOT', '∅'],
    ['-', '∅'],
    ['coffee OR', 'coffee'],
    ['OR coffee', 'coffee'],
    ['coffee NOT', 'coffee'],
    ['& < > !', '∅'],
    ['<script>alert(1)</script>', '(<script>alert & 1 & </script>)'],
    ["don't", "don't"],
    ['tag:', '[tag]:'],
    ['and or not', '(and & or & not)'],
  ])('%j parses as %s', (input, expected) => {
    expect(show(parseSearchQuery(input))).toBe(expected);
  });

  it('refuses more than MAX_QUERY_TERMS terms and deeper nesting than MAX_QUERY_DEPTH', () => {
    const many = Array.from({ length: MAX_QUERY_TERMS + 1 }, (_, i) => `w${i}`).join(' ');
    expect(() => parseSearchQuery(many)).toThrow(SearchQueryError);
    expect(() => parseSearchQuery(many.split(' ').slice(1).join(' '))).not.toThrow();
    const deep = `${'('.repeat(MAX_QUERY_DEPTH + 1)}tea`;
    expect(() => parseSearchQuery(deep)).toThrow(/deeper than/);
    expect(show(parseSearchQuery(`${'('.repeat(MAX_QUERY_DEPTH)}tea`))).toBe('tea');
  });

  it('reads a 10 kB word, 10 kB of modifiers and 10 kB of quotes without failing', () => {
    expect(show(parseSearchQuery('a'.repeat(10_000)))).toBe('a'.repeat(10_000));
    expect(show(parseSearchQuery(`${'-'.repeat(10_000)}tea`))).toBe('tea');
    expect(parseSearchQuery('"'.repeat(10_000))).toBeNull();
    expect(parseSearchQuery(')'.repeat(10_000))).toBeNull();
  });

  it.each([
    ['cof', 'cof*'],
    ['house ble', '(house & ble*)'],
    ['tea "pour over"', '(tea* & "pour over")'],
    ['tag:sale', '[tag]:sale'],
    ['', '∅'],
  ])('withLastTermAsPrefix(%j) is %s', (input, expected) => {
    expect(show(withLastTermAsPrefix(parseSearchQuery(input)))).toBe(expected);
  });
});

describe('search text', () => {
  it.each([
    ['House Blend Coffee Beans', ['house', 'blend', 'coffee', 'beans']],
    ['Café Crème', ['cafe', 'creme']],
    ['oat-milk', ['oat', 'milk']],
    ['MOR-HB-250', ['mor', 'hb', '250']],
    ['3 × 250 g', ['3', '250', 'g']],
    ['', []],
  ])('words(%j) = %j', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it.each([
    ['beans', 'bean'],
    ['boxes', 'box'],
    ['berries', 'berry'],
    ['glass', 'glass'],
    ['tea', 'tea'],
  ])('stem(%j) = %j', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it.each([
    [['house', 'blend', 'coffee'], ['blend'], false, true],
    [['house', 'blend', 'coffee'], ['bean'], false, false],
    [['coffee', 'beans'], ['bean'], false, true],
    [['house', 'blend', 'coffee'], ['house', 'coffee'], false, false],
    [['house', 'blend', 'coffee'], ['blend', 'cof'], true, true],
    [['house', 'blend', 'coffee'], ['ble'], false, false],
    [['steam'], ['tea'], false, false],
    [['tea'], [], false, false],
  ])('phraseMatches(%j, %j, prefix %s) = %s', (text, term, prefix, expected) => {
    expect(phraseMatches(text, term, prefix)).toBe(expected);
  });
});

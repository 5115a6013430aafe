import { describe, expect, it } from 'vitest';
import { collectionRewrite } from '@/lib/listing/route';

describe('collectionRewrite', () => {
  it.each<[string, string, string | null]>([
    ['/collections/coffee', '', null],
    ['/collections/coffee', '?utm_source=mail', null],
    ['/collections/coffee', '?sort=newest', '/collections/coffee/listing'],
    ['/collections/coffee/', '?page=2', '/collections/coffee/listing'],
    ['/collections/coffee', '?filter.tag=decaf', '/collections/coffee/listing'],
    ['/collections/coffee', '?price_max=9', '/collections/coffee/listing'],
    ['/collections/coffee', '?after=abc', '/collections/coffee/listing'],
    ['/collections/coffee', '?sort=%3Cscript%3E', '/collections/coffee/listing'],
    ['/collections/coffee/listing', '?sort=newest', null],
    ['/collections', '?sort=newest', null],
    ['/products/coffee', '?sort=newest', null],
    ['/search', '?q=tea&sort=newest', null],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(collectionRewrite(pathname, new URLSearchParams(search))).toBe(expected);
  });
});

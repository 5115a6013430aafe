import { describe, expect, it, vi } from 'vitest';
import { parseShardRequest, shardPath, walkShards, type DatePage } from '@/lib/seo/sitemap/shards';

/** A connection of `dates.length` nodes served `size` at a time, cursors `c1`, `c2`, … */
function connection(dates: string[], size: number) {
  const calls: (string | null)[] = [];
  const fetchPage = async (after: string | null): Promise<DatePage> => {
    calls.push(after);
    const start = after ? Number(after.slice(1)) * size : 0;
    const page = dates.slice(start, start + size);
    const more = start + size < dates.length;
    return {
      dates: page,
      hasNextPage: more,
      endCursor: page.length ? `c${start / size + 1}` : null,
    };
  };
  return { fetchPage, calls };
}

const day = (n: number) => `2024-01-${String(n).padStart(2, '0')}T00:00:00Z`;

describe('walkShards', () => {
  it('names one shard a page, by the cursor it starts after, with its latest date', async () => {
    const { fetchPage, calls } = connection([day(3), day(1), day(9), day(2), day(5)], 2);
    expect(await walkShards(fetchPage)).toEqual([
      { page: 1, after: null, lastmod: '2024-01-03T00:00:00.000Z' },
      { page: 2, after: 'c1', lastmod: '2024-01-09T00:00:00.000Z' },
      { page: 3, after: 'c2', lastmod: '2024-01-05T00:00:00.000Z' },
    ]);
    expect(calls).toEqual([null, 'c1', 'c2']);
  });

  it('has no shard for an empty connection, and one for a single short page', async () => {
    expect(await walkShards(connection([], 250).fetchPage)).toEqual([]);
    expect(await walkShards(connection([day(1)], 250).fetchPage)).toEqual([
      { page: 1, after: null, lastmod: '2024-01-01T00:00:00.000Z' },
    ]);
  });

  it('stops, and logs, when the platform repeats a cursor or leaves it out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const repeating = async (): Promise<DatePage> => ({
      dates: [day(1)],
      hasNextPage: true,
      endCursor: 'same',
    });
    expect(await walkShards(repeating)).toHaveLength(2);
    const noCursor = async (): Promise<DatePage> => ({
      dates: [day(1)],
      hasNextPage: true,
      endCursor: null,
    });
    expect(await walkShards(noCursor)).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('stops at the shard limit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetchPage } = connection(
      Array.from({ length: 10 }, (_, i) => day(i + 1)),
      1,
    );
    expect(await walkShards(fetchPage, 4)).toHaveLength(4);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('more than 4 shards'));
    warn.mockRestore();
  });

  it('passes a platform failure on', async () => {
    await expect(walkShards(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});

describe('shard URLs', () => {
  it('carry the cursor encoded in the query, and none for the first', () => {
    expect(shardPath('products', { page: 1, after: null })).toBe('/sitemap/products/1.xml');
    expect(shardPath('products', { page: 2, after: 'eyJ+a/b=' })).toBe(
      '/sitemap/products/2.xml?after=eyJ%2Ba%2Fb%3D',
    );
  });

  it.each([
    ['1', undefined, { page: 1, after: null }],
    ['1', '', { page: 1, after: null }],
    ['2', 'eyJ+a/b=', { page: 2, after: 'eyJ+a/b=' }],
    ['40', 'c39', { page: 40, after: 'c39' }],
    ['1', 'c1', null],
    ['2', undefined, null],
    ['0', undefined, null],
    ['01', undefined, null],
    ['-1', undefined, null],
    ['1.5', undefined, null],
    ['abc', undefined, null],
    [undefined, undefined, null],
    [['1', '2'], undefined, null],
    ['2', ['a', 'b'], null],
    ['2', 'x'.repeat(1025), null],
  ])('page %j after %j → %j', (page, after, expected) => {
    expect(parseShardRequest(page, after)).toEqual(expected);
  });
});

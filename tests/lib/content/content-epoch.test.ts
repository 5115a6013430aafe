import type { IncrementalCachedPageValue } from 'next/dist/server/response-cache/types';
import { describe, expect, it, vi } from 'vitest';
import { contentEpoch, isStaleRender, refusingStaleRenders } from '@/lib/content/content-epoch.mjs';
import { forgetPublishedContent } from '@/lib/content/published';

/** A page as Next 16 hands it to the cache handler (typed by Next's own declaration). */
function page(shell: Record<string, unknown> | undefined): IncrementalCachedPageValue {
  return {
    kind: 'PAGES' as IncrementalCachedPageValue['kind'],
    html: '<html></html>',
    pageData: { pageProps: { shell } },
    headers: undefined,
    status: 200,
  };
}

describe('isStaleRender', () => {
  it.each([
    ['rendered before the last publish', page({ contentEpoch: 1 }), 2, true],
    ['rendered after it', page({ contentEpoch: 2 }), 2, false],
    ['no epoch recorded (a page without the shell)', page(undefined), 2, false],
    ['an epoch that is not a number', page({ contentEpoch: '1' }), 2, false],
    ['another kind of entry', { kind: 'FETCH', data: {} }, 2, false],
    ['nothing', null, 2, false],
  ])('%s → %s', (_label, value, current, expected) => {
    expect(isStaleRender(value, current)).toBe(expected);
  });
});

describe('refusingStaleRenders', () => {
  it('drops the set of a render a publish overtook, stores the others', async () => {
    const stored: string[] = [];
    class Base {
      async set(key: string, _value?: unknown) {
        stored.push(key);
      }
    }
    const Guarded = refusingStaleRenders(Base);
    const cache = new Guarded();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = contentEpoch();
    const begun = page({ contentEpoch: before });
    forgetPublishedContent(); // the publish, while that render runs
    expect(contentEpoch()).toBe(before + 1);
    await cache.set('/overtaken', begun);
    await cache.set('/fresh', page({ contentEpoch: contentEpoch() }));
    await cache.set('/other', { kind: 'FETCH' });
    expect(stored).toEqual(['/fresh', '/other']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

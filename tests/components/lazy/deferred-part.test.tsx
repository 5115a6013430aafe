// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferredPart } from '@/components/lazy/deferred-part';

function Part({ word }: { word: string }) {
  return <p>part: {word}</p>;
}

describe('deferredPart', () => {
  it('renders inline once preloaded (a per-request page awaits it before rendering)', async () => {
    const Deferred = deferredPart(async () => Part, <p>fallback</p>);
    // Not loaded: the part suspends, and a render that does not wait shows the fallback.
    expect(renderToString(<Deferred word="one" />)).toContain('fallback');
    await Deferred.preload();
    const html = renderToString(<Deferred word="two" />);
    expect(html).toContain('part: <!-- -->two');
    expect(html).not.toContain('fallback');
  });

  it('loads its code once however often it is preloaded', async () => {
    let loads = 0;
    const Deferred = deferredPart(async () => {
      loads += 1;
      return Part;
    });
    await Promise.all([Deferred.preload(), Deferred.preload()]);
    await Deferred.preload();
    expect(loads).toBe(1);
  });
});

// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useProductsSearched } from '@/components/search/use-products-searched';
import { listEventLog, type ListEvent } from '@/lib/integrations/list-events';

afterEach(cleanup);

function heard() {
  const events: ListEvent[] = [];
  const stop = listEventLog.subscribe((logged) => events.push(logged.event));
  return { events, stop };
}

describe('useProductsSearched', () => {
  it('sends Products Searched once per query shown, none for an empty one', async () => {
    const { events, stop } = heard();
    const { rerender } = renderHook(({ query }) => useProductsSearched(query), {
      initialProps: { query: 'tea' },
    });
    // The same query re-rendered (sorted, filtered, more loaded): no second event.
    rerender({ query: 'tea' });
    rerender({ query: '' });
    rerender({ query: 'coffee <b>' });
    // Logged once the list events' chunk is in.
    await waitFor(() => expect(events).toHaveLength(2));
    stop();
    expect(events).toEqual([
      { name: 'Products Searched', properties: { query: 'tea' } },
      { name: 'Products Searched', properties: { query: 'coffee <b>' } },
    ]);
  });
});

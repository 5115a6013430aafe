import { useEffect, useRef } from 'react';

/**
 * `Products Searched` (Segment e-commerce spec v2, `{ query }`) once per results page view of a
 * query: on the page's first render and when the query changes, not when the same results are
 * sorted, filtered or extended (those are list events of their own), and never per keystroke in
 * the header. The event path (lib/integrations/list-events.ts) holds it for the tools and sends it
 * only to those the shopper's consent allows.
 */
export function useProductsSearched(query: string) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!query || sent.current === query) return;
    sent.current = query;
    const at = Date.now();
    // The event log comes with the list events' own chunk (not in the first load).
    void import('@/lib/integrations/list-payloads').then((m) =>
      m.emitListEvent({ name: 'Products Searched', properties: { query } }, at),
    );
  }, [query]);
}

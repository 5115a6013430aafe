import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPredictiveSession, DEBOUNCE_MS } from '@/lib/search/predictive-session';
import type { SuggestionView } from '@/lib/search/suggestion-view';

const viewFor = (query: string): SuggestionView => ({
  query: 'as the server wrote it',
  groups: [
    {
      kind: 'product',
      label: 'Products',
      options: [{ kind: 'product', label: `${query} product`, href: '/products/x' }],
    },
  ],
});

/** A fetch whose answers the test releases; records each request's query and signal. */
function heldFetch() {
  const requests: { query: string; signal: AbortSignal; answer: () => void; fail: () => void }[] =
    [];
  const fetchSuggestions = vi.fn(
    (query: string, signal: AbortSignal) =>
      new Promise<SuggestionView>((resolve, reject) => {
        requests.push({
          query,
          signal,
          answer: () => resolve(viewFor(query)),
          fail: () => reject(new Error('down')),
        });
      }),
  );
  return { requests, fetchSuggestions };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createPredictiveSession', () => {
  it('waits for a pause in typing, then asks once for the latest text', async () => {
    const { requests, fetchSuggestions } = heldFetch();
    const session = createPredictiveSession({ fetchSuggestions });
    session.type('h');
    session.type('ho');
    session.type('hou');
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    expect(requests).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(requests.map((r) => r.query)).toEqual(['hou']);
    requests[0]!.answer();
    await vi.runAllTimersAsync();
    expect(session.getState()).toMatchObject({ query: 'hou', status: 'ready', open: true });
    // The view is for the text asked, whatever the server wrote in it.
    expect(session.getState().view?.query).toBe('hou');
  });

  it('aborts a request in flight at the next keystroke, and ignores its answer', async () => {
    const { requests, fetchSuggestions } = heldFetch();
    const session = createPredictiveSession({ fetchSuggestions });
    session.type('te');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    session.type('tea');
    expect(requests[0]!.signal.aborted).toBe(true);
    requests[0]!.answer();
    await vi.runAllTimersAsync();
    expect(requests.map((r) => [r.query, r.signal.aborted])).toEqual([
      ['te', true],
      ['tea', false],
    ]);
    expect(session.getState().status).toBe('loading');
    requests[1]!.answer();
    await vi.runAllTimersAsync();
    expect(session.getState().view?.groups[0]?.options[0]?.label).toBe('tea product');
  });

  it('sends nothing for blank text, and cancels what was pending', () => {
    const { requests, fetchSuggestions } = heldFetch();
    const session = createPredictiveSession({ fetchSuggestions });
    session.type('t');
    session.type(' ');
    vi.advanceTimersByTime(DEBOUNCE_MS * 2);
    expect(requests).toHaveLength(0);
    expect(session.getState()).toMatchObject({ query: ' ', status: 'idle', open: false });
  });

  it('a failed request closes the list with the failed status', async () => {
    const { requests, fetchSuggestions } = heldFetch();
    const session = createPredictiveSession({ fetchSuggestions });
    session.type('tea');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    requests[0]!.fail();
    await vi.runAllTimersAsync();
    expect(session.getState()).toMatchObject({ status: 'failed', open: false });
  });

  it('searches the text typed before it started', () => {
    const { requests, fetchSuggestions } = heldFetch();
    createPredictiveSession({ fetchSuggestions, initialQuery: 'kettle' });
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(requests.map((r) => r.query)).toEqual(['kettle']);
  });

  it('Esc on a closed list clears the text and cancels the pending request', () => {
    const { requests, fetchSuggestions } = heldFetch();
    const session = createPredictiveSession({ fetchSuggestions });
    session.type('tea');
    session.dispatch({ type: 'escape' });
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(requests).toHaveLength(0);
    expect(session.getState().query).toBe('');
  });

  it('tells its listeners of each change, and no more after they unsubscribe', () => {
    const { fetchSuggestions } = heldFetch();
    const session = createPredictiveSession({ fetchSuggestions });
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.type('t');
    expect(listener).toHaveBeenCalledTimes(1);
    // No change (nothing to close): no call.
    session.dispatch({ type: 'close' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    session.type('te');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('dispose aborts the request in flight', () => {
    const { requests, fetchSuggestions } = heldFetch();
    const session = createPredictiveSession({ fetchSuggestions });
    session.type('tea');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    session.dispose();
    expect(requests[0]!.signal.aborted).toBe(true);
  });
});

/**
 * One header search session: the combobox state (./combobox-state.ts) in a small store that React
 * reads with useSyncExternalStore, and the suggestion requests behind it. Typing waits
 * DEBOUNCE_MS for the shopper to pause; each keystroke aborts the request of the one before, so
 * at most one is in flight and an answer never lands for text that has changed.
 */
import {
  comboboxReducer,
  initialComboboxState,
  isSearchable,
  type ComboboxAction,
  type ComboboxState,
} from './combobox-state';
import type { SuggestionView } from './suggestion-view';

/** Long enough to skip the letters of a word typed at speed, short enough to feel live. */
export const DEBOUNCE_MS = 150;

export type FetchSuggestions = (query: string, signal: AbortSignal) => Promise<SuggestionView>;

export interface PredictiveSession {
  subscribe(listener: () => void): () => void;
  getState(): ComboboxState;
  /** The text in the field changed: suggestions for it follow after the pause. */
  type(query: string): void;
  /** Any other step (arrows, Esc, close). */
  dispatch(action: Exclude<ComboboxAction, { type: 'typed' | 'loaded' | 'failed' }>): void;
  /** Stops the pending request and timer. */
  dispose(): void;
}

export function createPredictiveSession({
  fetchSuggestions,
  initialQuery = '',
  debounceMs = DEBOUNCE_MS,
}: {
  fetchSuggestions: FetchSuggestions;
  initialQuery?: string;
  debounceMs?: number;
}): PredictiveSession {
  let state = initialComboboxState();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  const apply = (action: ComboboxAction) => {
    const next = comboboxReducer(state, action);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const cancel = () => {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = undefined;
  };

  const load = (query: string) => {
    const controller = new AbortController();
    inFlight = controller;
    fetchSuggestions(query, controller.signal).then(
      (view) => {
        if (!controller.signal.aborted) apply({ type: 'loaded', view: { ...view, query } });
      },
      () => {
        if (!controller.signal.aborted) apply({ type: 'failed', query });
      },
    );
  };

  const session: PredictiveSession = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    type(query) {
      cancel();
      apply({ type: 'typed', query });
      if (isSearchable(query)) timer = setTimeout(() => load(query), debounceMs);
    },
    dispatch(action) {
      // Esc on a closed list clears the text: nothing to suggest for any more.
      if (action.type === 'escape' && !state.open) cancel();
      apply(action);
    },
    dispose: cancel,
  };
  // Text typed before the session's code came (the plain form's field) is searched at once.
  if (isSearchable(initialQuery)) session.type(initialQuery);
  return session;
}

/**
 * The header search combobox's state, as a pure reducer: what is typed, the suggestions shown for
 * it, whether the listbox is open and which option has visual focus. Keys follow the WAI-ARIA
 * editable combobox with list autocomplete (APG "combobox with listbox popup"): focus stays in the
 * text field, the active option is `aria-activedescendant`.
 */
import type { SuggestionOption, SuggestionView } from './suggestion-view';

export type SuggestionsStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ComboboxState {
  /** The text in the field. */
  query: string;
  /** The suggestions shown (for `view.query`, which may lag `query` while the next are loading). */
  view: SuggestionView | null;
  status: SuggestionsStatus;
  open: boolean;
  /** The index of the option with visual focus in `viewOptions(view)`, or -1 for none. */
  active: number;
}

export type ComboboxAction =
  | { type: 'typed'; query: string }
  | { type: 'loaded'; view: SuggestionView }
  | { type: 'failed'; query: string }
  | { type: 'next' }
  | { type: 'previous' }
  /** Visual focus back to the text (Home, End, Left, Right: the caret moves as in any field). */
  | { type: 'text' }
  | { type: 'close' }
  /** Esc: closes an open listbox; in a closed one, clears the text. */
  | { type: 'escape' };

export const initialComboboxState = (query = ''): ComboboxState => ({
  query,
  view: null,
  status: 'idle',
  open: false,
  active: -1,
});

/** Every option of a view, in the order the arrow keys walk them. */
export function viewOptions(view: SuggestionView | null): SuggestionOption[] {
  return view ? view.groups.flatMap((group) => group.options) : [];
}

/** The option with visual focus, or null. */
export function activeOption(state: ComboboxState): SuggestionOption | null {
  return viewOptions(state.view)[state.active] ?? null;
}

/** A search is worth sending for this text. */
export const isSearchable = (query: string) => query.trim().length > 0;

/** One step of the arrow keys, wrapping at the ends (APG: Down on the last goes to the first). */
function step(state: ComboboxState, by: 1 | -1): ComboboxState {
  const count = viewOptions(state.view).length;
  if (count === 0) return state;
  if (!state.open) return { ...state, open: true, active: by === 1 ? 0 : count - 1 };
  const from = state.active === -1 ? (by === 1 ? -1 : count) : state.active;
  return { ...state, active: (from + by + count) % count };
}

export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case 'typed': {
      if (!isSearchable(action.query)) return initialComboboxState(action.query);
      // The old suggestions stay up until the new ones come, without visual focus on any.
      return { ...state, query: action.query, status: 'loading', active: -1 };
    }
    case 'loaded':
      // An answer for text that is no longer in the field is stale.
      if (action.view.query !== state.query) return state;
      // No options, no listbox: the status says so instead.
      return {
        ...state,
        view: action.view,
        status: 'ready',
        open: viewOptions(action.view).length > 0,
        active: -1,
      };
    case 'failed':
      if (action.query !== state.query) return state;
      return { ...state, view: null, status: 'failed', open: false, active: -1 };
    case 'next':
      return step(state, 1);
    case 'previous':
      return step(state, -1);
    case 'text':
      return state.active === -1 ? state : { ...state, active: -1 };
    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
    case 'escape':
      return state.open ? { ...state, open: false, active: -1 } : initialComboboxState('');
  }
}

/**
 * The header combobox's code, loaded on the first focus of the search field (HeaderSearch): the
 * session (state and requests), the field's ARIA attributes and keys, and the popup. Keys follow
 * the APG editable combobox with list autocomplete: focus stays in the field and the option with
 * visual focus is its `aria-activedescendant`.
 */
import Router from 'next/router';
import type { FormEvent, InputHTMLAttributes, KeyboardEvent } from 'react';
import { activeOption, type ComboboxState } from '@/lib/search/combobox-state';
import { createPredictiveSession, type PredictiveSession } from '@/lib/search/predictive-session';
import { normaliseQuery, searchHref } from '@/lib/search/query';
import { fetchSuggestionView } from '@/lib/search/suggestions-client';
import { LISTBOX_ID, optionId, SuggestionPopup } from './SuggestionPopup';

export interface LiveSearch {
  session: PredictiveSession;
  /** The field's combobox attributes and handlers for `state`. */
  inputProps(state: ComboboxState): InputHTMLAttributes<HTMLInputElement>;
  /** Enter on the text: the results page, without a full page load. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  Popup: typeof SuggestionPopup;
}

/** Keys that put visual focus back on the text and move the caret as in any field. */
const CARET_KEYS = new Set(['Home', 'End', 'ArrowLeft', 'ArrowRight']);

/** Starts the combobox on `input`, the plain form's field, with what is already typed in it. */
export function startLiveSearch(input: HTMLInputElement): LiveSearch {
  const session = createPredictiveSession({
    fetchSuggestions: fetchSuggestionView,
    initialQuery: input.value,
  });

  const open = (href: string) => {
    session.dispatch({ type: 'close' });
    void Router.push(href);
  };
  // Whatever leaves the page (a click on an option, a link elsewhere, Back) closes the list.
  Router.events.on('routeChangeStart', () => session.dispatch({ type: 'close' }));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const state = session.getState();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      session.dispatch({ type: event.key === 'ArrowDown' ? 'next' : 'previous' });
    } else if (event.key === 'Enter') {
      const option = state.open ? activeOption(state) : null;
      if (!option) return; // the form submits the text
      event.preventDefault();
      open(option.href);
    } else if (event.key === 'Escape') {
      // A search field clears itself on Esc; an open list only closes, keeping the text.
      event.preventDefault();
      if (!state.open) input.value = '';
      session.dispatch({ type: 'escape' });
    } else if (CARET_KEYS.has(event.key)) {
      session.dispatch({ type: 'text' });
    }
  };

  return {
    session,
    inputProps: (state) => ({
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': state.open,
      'aria-controls': LISTBOX_ID,
      'aria-activedescendant': state.open && state.active >= 0 ? optionId(state.active) : undefined,
      onChange: (event) => session.type(event.currentTarget.value),
      onKeyDown,
      onBlur: () => session.dispatch({ type: 'close' }),
    }),
    onSubmit(event) {
      event.preventDefault();
      open(searchHref(normaliseQuery(input.value).query));
    },
    Popup: SuggestionPopup,
  };
}

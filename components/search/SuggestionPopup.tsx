import Link from 'next/link';
import type { MouseEvent } from 'react';
import { Img } from '@/components/ui/Img';
import type { ComboboxState } from '@/lib/search/combobox-state';
import styles from './suggestion-popup.module.css';

export const LISTBOX_ID = 'site-search-suggestions';

/** The DOM id of the option at `index` across the groups (the field's aria-activedescendant). */
export const optionId = (index: number) => `${LISTBOX_ID}-${index}`;

function suggestionCount(state: ComboboxState): number {
  return state.view?.groups.reduce((sum, group) => sum + group.options.length, 0) ?? 0;
}

/** A note shown under the field: nothing matched, or the suggestions could not be had. */
function note(state: ComboboxState): string {
  if (state.status === 'failed') return 'Suggestions are unavailable. Press Enter to search.';
  if (state.status === 'ready' && suggestionCount(state) === 0) {
    return `No suggestions for “${state.query.trim()}”. Press Enter to search.`;
  }
  return '';
}

/** What the live region says while the list is open. */
function countMessage(state: ComboboxState): string {
  const count = suggestionCount(state);
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrows to choose.`;
}

// A press on the list must not take focus from the field (it would close the list before the
// click lands); the field keeps focus, as the pattern wants.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The combobox's popup: a listbox of grouped options (suggested queries, products with picture and
 * price, collections), each a link to the page Enter opens, and a live region with the count. The
 * listbox stays in the DOM (hidden) so the field's aria-controls always names it.
 */
export function SuggestionPopup({ state }: { state: ComboboxState }) {
  const shown = note(state);
  let index = 0;
  return (
    <>
      <div
        id={LISTBOX_ID}
        role="listbox"
        aria-label="Search suggestions"
        className={styles.listbox}
        hidden={!state.open}
        onMouseDown={keepFocus}
      >
        {state.view?.groups.map((group) => (
          <div key={group.kind} role="group" aria-labelledby={`${LISTBOX_ID}-${group.kind}`}>
            <div role="presentation" id={`${LISTBOX_ID}-${group.kind}`} className={styles.heading}>
              {group.label}
            </div>
            {group.options.map((option) => {
              const position = index++;
              const active = position === state.active;
              return (
                <Link
                  key={option.href}
                  id={optionId(position)}
                  role="option"
                  aria-selected={active}
                  tabIndex={-1}
                  href={option.href}
                  prefetch={false}
                  className={styles.option}
                  data-kind={option.kind}
                >
                  {option.kind === 'product' ? (
                    <span className={styles.thumb}>
                      {option.img ? <Img img={option.img} className={styles.image} /> : null}
                    </span>
                  ) : null}
                  <span className={styles.label}>{option.label}</span>
                  {option.priceLabel ? (
                    <span className={styles.price}>{option.priceLabel}</span>
                  ) : null}
                </Link>
              );
            })}
          </div>
        ))}
      </div>
      {/* One live region for both: the count (read, not shown) or the note (shown while the
          field has focus). */}
      <p role="status" className={shown ? styles.note : 'visually-hidden'}>
        {shown || (state.open ? countMessage(state) : '')}
      </p>
    </>
  );
}

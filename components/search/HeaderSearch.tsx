import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { strokeIcon } from '@/components/ui/Icons';
import { loadOnce } from '@/lib/load-once';
import type { ComboboxState } from '@/lib/search/combobox-state';
import { MAX_QUERY_LENGTH } from '@/lib/search/max-query-length';
import type { LiveSearch } from './live-search';
import styles from './header-search.module.css';

const INPUT_ID = 'site-search';

const SearchIcon = strokeIcon(
  20,
  'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Z',
  'm15.5 15.5 4.5 4.5',
);

/** The combobox's code: fetched once, on the first focus of the field (or the search key). */
const loadLiveSearch = loadOnce(() => import('./live-search').then((m) => m.startLiveSearch));

const noSubscription = () => () => {};
const noState = (): ComboboxState | null => null;

/** True when a key press goes to something that takes text (so "/" is a character there). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * The header's search: a plain GET form to /search with a labelled field, which the server renders
 * and which works without JavaScript. None of the combobox is in the first load: its code comes
 * on the first focus of the field ("/" anywhere focuses it) and then takes over the same field, so
 * what was typed meanwhile, the caret and a phone's keyboard all stay as they were.
 */
export function HeaderSearch() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [live, setLive] = useState<LiveSearch | null>(null);
  const state = useSyncExternalStore(
    live?.session.subscribe ?? noSubscription,
    live?.session.getState ?? noState,
    noState,
  );

  const start = () => {
    loadLiveSearch().then(
      (startLiveSearch) => {
        const input = inputRef.current;
        if (input) setLive((running) => running ?? startLiveSearch(input));
      },
      // The plain form still searches; the next focus tries the download again.
      () => {},
    );
  };

  useEffect(() => {
    // Focused before the page was hydrated: no focus event is coming.
    if (document.activeElement === inputRef.current) start();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => () => live?.session.dispose(), [live]);

  return (
    <form
      role="search"
      action="/search"
      method="get"
      className={styles.form}
      onSubmit={live?.onSubmit}
    >
      <label htmlFor={INPUT_ID} className="visually-hidden">
        Search the shop
      </label>
      <input
        ref={inputRef}
        id={INPUT_ID}
        name="q"
        type="search"
        placeholder="Search"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_QUERY_LENGTH}
        className={styles.input}
        onFocus={start}
        {...(live && state ? live.inputProps(state) : null)}
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon />
        <span className="visually-hidden">Search</span>
      </button>
      {live && state ? <live.Popup state={state} /> : null}
    </form>
  );
}

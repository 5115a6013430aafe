import { useState, type FormEvent } from 'react';
import type { FilterParam } from '@/lib/listing/filters';
import type { SortOption } from '@/lib/listing/sort';
import {
  isFiltered,
  PARAM,
  withFilter,
  withoutFilters,
  withPrice,
  withSort,
  type ListingState,
} from '@/lib/listing/state';
import type { ListingFacet } from '@/lib/listing/facets';
import { FacetFilters } from './FacetFilters';
import { SortSelect } from './SortSelect';
import styles from './listing.module.css';

export interface ListingControlsProps {
  /** The listing's plain path: both forms submit to it with GET (no JavaScript needed). */
  action: string;
  /** The page's own parameters, kept by both forms (search: `{ q }`). */
  hiddenParams: Record<string, string>;
  sorts: readonly SortOption<string>[];
  state: ListingState;
  facets: readonly ListingFacet[];
  /** With JavaScript: go to this state without a page load. */
  onNavigate: (state: ListingState) => void;
}

function priceText(state: ListingState) {
  return { min: state.price.min?.toString() ?? '', max: state.price.max?.toString() ?? '' };
}

function Hidden({ params }: { params: Record<string, string> }) {
  return Object.entries(params).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/**
 * Sort, facet filters and the price range as one GET form, plus a "Clear all" form. Without
 * JavaScript they submit to `action`; with it, a sort or checkbox change navigates at once and the
 * price range on Apply (Enter). The shopper's choice shows at once; the page's state replaces it
 * when it arrives (Back included). On a phone the filters sit behind a "Filters" disclosure.
 */
export function ListingControls(props: ListingControlsProps) {
  const { action, hiddenParams, sorts, state, facets, onNavigate } = props;
  const [draft, setDraft] = useState(state);
  const [price, setPrice] = useState(() => priceText(state));
  const [shown, setShown] = useState(state);
  if (shown !== state) {
    setShown(state);
    setDraft(state);
    setPrice(priceText(state));
  }
  const go = (next: ListingState) => {
    setDraft(next);
    onNavigate(next);
  };
  const onApply = (event: FormEvent) => {
    event.preventDefault();
    go(withPrice(draft, price.min, price.max));
  };
  const onClear = (event: FormEvent) => {
    event.preventDefault();
    setPrice({ min: '', max: '' });
    go(withoutFilters(draft));
  };
  const chosen = draft.filters.length + (isFiltered({ ...draft, filters: [] }) ? 1 : 0);
  return (
    <div className={styles.controls}>
      <form method="get" action={action} onSubmit={onApply} className={styles.form}>
        <Hidden params={hiddenParams} />
        <SortSelect
          sorts={sorts}
          value={draft.sort}
          onChange={(sort) => go(withSort(draft, sort))}
        />
        <details className={styles.disclosure}>
          <summary>
            Filters{chosen > 0 ? <span className={styles.badge}> ({chosen} chosen)</span> : null}
          </summary>
          <div className={styles.panel}>
            <FacetFilters
              facets={facets}
              state={draft}
              price={price}
              onPriceChange={setPrice}
              onToggle={(filter: FilterParam, on: boolean) => go(withFilter(draft, filter, on))}
            />
          </div>
        </details>
        <button type="submit" className={`btn btn-secondary ${styles.apply}`}>
          Apply
        </button>
      </form>
      {isFiltered(draft) ? (
        <form method="get" action={action} onSubmit={onClear} className={styles.clear}>
          <Hidden params={hiddenParams} />
          {draft.sort !== sorts[0]?.name ? (
            <input type="hidden" name={PARAM.sort} value={draft.sort} />
          ) : null}
          <button type="submit" className={styles.clearButton}>
            Clear all filters
          </button>
        </form>
      ) : null}
    </div>
  );
}

import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { ListingFacet } from '@/lib/listing/facets';
import type { FilterParam } from '@/lib/listing/filters';
import type { SortOption } from '@/lib/listing/sort';
import { PARAM } from '@/lib/listing/params';
import type { ListingState } from '@/lib/listing/state';
import styles from './listing.module.css';

export interface ListingControlsProps {
  /** The listing's plain path: both forms submit to it with GET (no JavaScript needed). */
  action: string;
  /** The page's own parameters, kept by both forms (search: `{ q }`). */
  hiddenParams: Record<string, string>;
  sorts: readonly SortOption<string>[];
  state: ListingState;
  facets: readonly ListingFacet[];
  /** The "Clear all filters" form's fields, or null without filters (lib/listing/info.ts). */
  clear: Record<string, string> | null;
  /** With JavaScript: go to the view of this query ('' or '?…') without a page load. */
  onNavigate: (query: string) => void;
}

type ListFacet = Extract<ListingFacet, { values: unknown }>;

const key = (filter: FilterParam) => `${filter.name}=${filter.value}`;

/**
 * The query a form submits (its hidden fields first, then the sort, the checked values and the
 * price range, in the form's order), as the server reads it without JavaScript; blank fields and
 * the default order left out, so the plain view is ''.
 */
function formQuery(form: HTMLFormElement, defaultSort: string | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (value !== '' && !(name === PARAM.sort && value === defaultSort)) {
      params.append(name, String(value));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** One facet: a group named by its label, a checkbox per value named by the value, with its count. */
function FacetGroup({ facet, chosen, id }: { facet: ListFacet; chosen: Set<string>; id: string }) {
  return (
    <fieldset className={styles.facet}>
      <legend>{facet.label}</legend>
      <ul>
        {facet.values.map(({ id: valueId, label, count, param }, index) => {
          const on = chosen.has(key(param));
          return (
            <li key={valueId}>
              <label>
                <input
                  type="checkbox"
                  name={param.name}
                  value={param.value}
                  defaultChecked={on}
                  // A value no product has left can only be taken away, not chosen.
                  disabled={count === 0 && !on}
                  aria-describedby={`${id}-${index}`}
                />
                {label}
              </label>
              {/* The count describes the checkbox ("7 products"); its name stays the value. */}
              <span aria-hidden="true">({count})</span>
              <span id={`${id}-${index}`} hidden>
                {count === 1 ? '1 product' : `${count} products`}
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The price range: two number fields (min, max), applied with the form. */
function PriceRange({
  facets,
  state,
  id,
}: Pick<ListingControlsProps, 'facets' | 'state'> & { id: string }) {
  const range = facets.find((facet) => facet.type === 'PRICE_RANGE');
  const field = (end: 'min' | 'max') => (
    <>
      <label htmlFor={`${id}${end}`}>{end === 'min' ? 'Min price' : 'Max price'}</label>
      <input
        id={`${id}${end}`}
        type="number"
        name={end === 'min' ? PARAM.minPrice : PARAM.maxPrice}
        min={0}
        step="0.01"
        inputMode="decimal"
        placeholder={range?.[end]?.toString() ?? (end === 'min' ? '0' : '')}
        defaultValue={state.price[end] ?? ''}
      />
    </>
  );
  return (
    <fieldset className={styles.facet}>
      <legend>Price (£)</legend>
      <div>
        {field('min')}
        {field('max')}
      </div>
    </fieldset>
  );
}

/**
 * Sort, facet filters and the price range as one GET form of plain fields, plus a "Clear all"
 * form. Without JavaScript they submit to `action`; with it, a sort or checkbox change navigates
 * at once and the price range on Apply (Enter), each read from the form as its submission would
 * be. The fields keep the shopper's choice until the page's state arrives, then show that state
 * (Back and Forward included, and a state the browser restored): the same fields stay, so the
 * focus stays where it was. On a phone the filters sit behind a "Filters" disclosure.
 */
export function ListingControls(props: ListingControlsProps) {
  const { action, hiddenParams, sorts, state, facets, clear, onNavigate } = props;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // The checkboxes and price fields back to their defaults, which are this state's; a select
    // has no default that follows its props.
    form.reset();
    (form.elements.namedItem(PARAM.sort) as HTMLSelectElement).value = state.sort;
  }, [state]);
  // Either form, read as its submission would be.
  const go = (form: HTMLFormElement | null) => form && onNavigate(formQuery(form, sorts[0]?.name));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(event.currentTarget);
  };
  const chosen = new Set(state.filters.map(key));
  const hidden = (params: Record<string, string>) =>
    Object.entries(params).map(([name, value]) => (
      <input key={name} type="hidden" name={name} value={value} />
    ));
  return (
    <div className={styles.controls}>
      <form
        ref={formRef}
        method="get"
        action={action}
        className={styles.form}
        // A price is applied with the form (Apply, Enter), not per keystroke.
        onChange={(event) =>
          (event.target as Element as HTMLInputElement).type !== 'number' && go(formRef.current)
        }
        onSubmit={submit}
      >
        {hidden(hiddenParams)}
        <div>
          <label htmlFor={`${id}sort`}>Sort by</label>
          <select id={`${id}sort`} name={PARAM.sort} defaultValue={state.sort}>
            {sorts.map((option) => (
              <option key={option.name} value={option.name}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <details>
          <summary>Filters</summary>
          <div>
            {facets.map((facet, index) =>
              'values' in facet ? (
                <FacetGroup key={facet.id} facet={facet} chosen={chosen} id={`${id}${index}`} />
              ) : null,
            )}
            <PriceRange facets={facets} state={state} id={id} />
          </div>
        </details>
        <button type="submit" className="btn btn-secondary">
          Apply
        </button>
      </form>
      {clear ? (
        <form method="get" action={action} onSubmit={submit}>
          {hidden(clear)}
          <button type="submit" className={styles.clear}>
            Clear all filters
          </button>
        </form>
      ) : null}
    </div>
  );
}

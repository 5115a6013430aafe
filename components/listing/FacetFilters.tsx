import { useId } from 'react';
import type { ListingFacet } from '@/lib/listing/facets';
import type { FilterParam } from '@/lib/listing/filters';
import { PARAM, type ListingState } from '@/lib/listing/state';
import styles from './listing.module.css';

interface Props {
  facets: readonly ListingFacet[];
  /** The chosen values (the shopper's latest choice, before the page has caught up). */
  state: ListingState;
  onToggle: (filter: FilterParam, chosen: boolean) => void;
  /** The price fields' text, controlled by the form. */
  price: { min: string; max: string };
  onPriceChange: (price: { min: string; max: string }) => void;
}

type ListFacet = Extract<ListingFacet, { values: unknown }>;

function isChosen(state: ListingState, param: FilterParam): boolean {
  return state.filters.some((f) => f.name === param.name && f.value === param.value);
}

/** One facet: a group named by its label, a checkbox per value named by the value, with its count. */
function FacetGroup({
  facet,
  state,
  onToggle,
}: { facet: ListFacet } & Pick<Props, 'state' | 'onToggle'>) {
  const id = useId();
  return (
    <fieldset className={styles.facet}>
      <legend>{facet.label}</legend>
      <ul>
        {facet.values.map(({ id: valueId, label, count, param }, index) => {
          const chosen = isChosen(state, param);
          return (
            <li key={valueId} className={styles.option}>
              <label>
                <input
                  type="checkbox"
                  name={param.name}
                  value={param.value}
                  checked={chosen}
                  // A value no product has left can only be taken away, not chosen.
                  disabled={count === 0 && !chosen}
                  aria-describedby={`${id}-${index}`}
                  onChange={(event) => onToggle(param, event.target.checked)}
                />
                <span>{label}</span>
              </label>
              {/* The count describes the checkbox ("7 products"); its name stays the value. */}
              <span className={styles.count} aria-hidden="true">
                ({count})
              </span>
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
  bounds,
  price,
  onPriceChange,
}: { bounds: { min: number | null; max: number | null } } & Pick<
  Props,
  'price' | 'onPriceChange'
>) {
  const id = useId();
  const field = (end: 'min' | 'max') => (
    <>
      <label htmlFor={`${id}-${end}`}>{end === 'min' ? 'Min price' : 'Max price'}</label>
      <input
        id={`${id}-${end}`}
        type="number"
        name={end === 'min' ? PARAM.minPrice : PARAM.maxPrice}
        min={0}
        step="0.01"
        inputMode="decimal"
        placeholder={bounds[end]?.toString() ?? (end === 'min' ? '0' : '')}
        value={price[end]}
        onChange={(event) => onPriceChange({ ...price, [end]: event.target.value })}
      />
    </>
  );
  return (
    <fieldset className={styles.facet}>
      <legend>Price (£)</legend>
      <div className={styles.priceRow}>
        {field('min')}
        {field('max')}
      </div>
    </fieldset>
  );
}

/** Every facet of the list with its counts, then the price range. */
export function FacetFilters({ facets, state, onToggle, price, onPriceChange }: Props) {
  const range = facets.find((facet) => facet.type === 'PRICE_RANGE');
  return (
    <>
      {facets.map((facet) =>
        facet.type === 'PRICE_RANGE' ? null : (
          <FacetGroup key={facet.id} facet={facet} state={state} onToggle={onToggle} />
        ),
      )}
      <PriceRange
        bounds={range ?? { min: null, max: null }}
        price={price}
        onPriceChange={onPriceChange}
      />
    </>
  );
}

import { useId } from 'react';
import { filterParamOf, type FilterParam } from '@/lib/listing/filters';
import { PARAM, type ListingState } from '@/lib/listing/state';
import type { Facet } from '@/lib/shopify/collections';
import styles from './listing.module.css';

interface Props {
  facets: readonly Facet[];
  /** The chosen values (the shopper's latest choice, before the page has caught up). */
  state: ListingState;
  onToggle: (filter: FilterParam, chosen: boolean) => void;
  /** The price fields' text, controlled by the form. */
  price: { min: string; max: string };
  onPriceChange: (price: { min: string; max: string }) => void;
}

function isChosen(state: ListingState, param: FilterParam): boolean {
  return state.filters.some((f) => f.name === param.name && f.value === param.value);
}

/** One facet: a group named by its label, a checkbox per value named by the value, with its count. */
function FacetGroup({
  facet,
  state,
  onToggle,
}: { facet: Facet } & Pick<Props, 'state' | 'onToggle'>) {
  const id = useId();
  const values = facet.values.flatMap((value) => {
    const param = filterParamOf(value.input);
    return param ? [{ value, param }] : [];
  });
  if (values.length === 0) return null;
  return (
    <fieldset className={styles.facet}>
      <legend>{facet.label}</legend>
      <ul>
        {values.map(({ value, param }, index) => {
          const chosen = isChosen(state, param);
          return (
            <li key={value.id} className={styles.option}>
              <label>
                <input
                  type="checkbox"
                  name={param.name}
                  value={param.value}
                  checked={chosen}
                  // A value no product has left can only be taken away, not chosen.
                  disabled={value.count === 0 && !chosen}
                  aria-describedby={`${id}-${index}`}
                  onChange={(event) => onToggle(param, event.target.checked)}
                />
                <span>{value.label}</span>
              </label>
              {/* The count describes the checkbox ("7 products"); its name stays the value. */}
              <span className={styles.count} aria-hidden="true">
                ({value.count})
              </span>
              <span id={`${id}-${index}`} hidden>
                {value.count === 1 ? '1 product' : `${value.count} products`}
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The price range's bounds from its facet's input, for the fields' placeholders. */
function priceBounds(facets: readonly Facet[]): { min?: number; max?: number } {
  const input = facets.find((f) => f.type === 'PRICE_RANGE')?.values[0]?.input;
  try {
    const parsed: unknown = typeof input === 'string' ? JSON.parse(input) : input;
    const price = (parsed as { price?: { min?: unknown; max?: unknown } } | null)?.price;
    return {
      ...(typeof price?.min === 'number' && { min: price.min }),
      ...(typeof price?.max === 'number' && { max: price.max }),
    };
  } catch {
    return {};
  }
}

/** The price range: two number fields (from, to), applied with the form. */
function PriceRange({
  facets,
  price,
  onPriceChange,
}: Pick<Props, 'facets' | 'price' | 'onPriceChange'>) {
  const id = useId();
  const bounds = priceBounds(facets);
  return (
    <fieldset className={styles.facet}>
      <legend>Price (£)</legend>
      <div className={styles.priceRow}>
        <label htmlFor={`${id}-min`}>Min price</label>
        <input
          id={`${id}-min`}
          type="number"
          name={PARAM.minPrice}
          min={0}
          step="0.01"
          inputMode="decimal"
          placeholder={bounds.min === undefined ? '0' : String(bounds.min)}
          value={price.min}
          onChange={(event) => onPriceChange({ ...price, min: event.target.value })}
        />
        <label htmlFor={`${id}-max`}>Max price</label>
        <input
          id={`${id}-max`}
          type="number"
          name={PARAM.maxPrice}
          min={0}
          step="0.01"
          inputMode="decimal"
          placeholder={bounds.max === undefined ? '' : String(bounds.max)}
          value={price.max}
          onChange={(event) => onPriceChange({ ...price, max: event.target.value })}
        />
      </div>
    </fieldset>
  );
}

/** Every facet of the list with its counts, then the price range. */
export function FacetFilters({ facets, state, onToggle, price, onPriceChange }: Props) {
  return (
    <>
      {facets
        .filter((facet) => facet.type !== 'PRICE_RANGE')
        .map((facet) => (
          <FacetGroup key={facet.id} facet={facet} state={state} onToggle={onToggle} />
        ))}
      <PriceRange facets={facets} price={price} onPriceChange={onPriceChange} />
    </>
  );
}

import { useId } from 'react';
import type { PurchaseOption } from '@/components/product/purchase-options';
import styles from './purchase.module.css';

interface Props {
  options: readonly PurchaseOption[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/**
 * Purchase options as a radio group: each radio is named by its label alone ("One-time purchase"
 * or the plan name) and described by its price text, so names stay exact for assistive technology.
 */
export function PurchaseOptions({ options, selectedId, onSelect }: Props) {
  const baseId = useId();
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Purchase options</legend>
      <div className={styles.cards}>
        {options.map((option, index) => {
          const id = `${baseId}-po-${index}`;
          const checked = option.id === selectedId;
          return (
            <div key={option.id} className={styles.card} data-checked={checked}>
              <input
                type="radio"
                id={id}
                name={`${baseId}-purchase-option`}
                value={option.id}
                checked={checked}
                onChange={() => onSelect(option.id)}
                aria-describedby={`${id}-price`}
                className={styles.radio}
              />
              <label htmlFor={id} className={styles.cardLabel}>
                {option.label}
              </label>
              <span id={`${id}-price`} className={styles.cardPrice}>
                {option.priceText}
                {option.savingText ? (
                  <span className={styles.saving}> · {option.savingText}</span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

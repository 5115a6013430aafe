import { useId } from 'react';
import { findVariant } from '@/components/product/purchase-options';
import { DEFAULT_VARIANT_TITLE } from '@/lib/pricing';
import type { ProductOption, Variant } from '@/lib/shopify/types';
import styles from './purchase.module.css';

interface Props {
  options: readonly ProductOption[];
  variants: readonly Pick<Variant, 'selectedOptions' | 'availableForSale'>[];
  selection: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
}

/**
 * One radio group per product option (Size, Colour…). Options with a single value are shown as
 * text, not as a one-choice radio group. A value that makes no existing variant with the other
 * choices is disabled; one whose variant is sold out says so.
 */
export function OptionPicker({ options, variants, selection, onChange }: Props) {
  const baseId = useId();
  return (
    <>
      {options.map((option, optionIndex) => {
        if (option.values.length < 2) {
          const only = option.values[0];
          if (!only || only === DEFAULT_VARIANT_TITLE) return null;
          return (
            <p key={option.name} className={styles.single}>
              <span className={styles.singleName}>{option.name}:</span> {only}
            </p>
          );
        }
        return (
          <fieldset key={option.name} className={styles.fieldset}>
            <legend className={styles.legend}>
              {option.name}: <span className={styles.legendValue}>{selection[option.name]}</span>
            </legend>
            <div className={styles.pills}>
              {option.values.map((value, valueIndex) => {
                const id = `${baseId}-${optionIndex}-${valueIndex}`;
                const variant = findVariant(variants, { ...selection, [option.name]: value });
                const soldOut = variant !== null && !variant.availableForSale;
                return (
                  <div key={value} className={styles.pill}>
                    <input
                      type="radio"
                      id={id}
                      name={`${baseId}-${option.name}`}
                      value={value}
                      checked={selection[option.name] === value}
                      disabled={variant === null}
                      onChange={() => onChange(option.name, value)}
                      className={styles.pillInput}
                    />
                    <label htmlFor={id} className={styles.pillLabel} data-sold-out={soldOut}>
                      {value}
                      {soldOut ? <span className={styles.soldOut}> (sold out)</span> : null}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}

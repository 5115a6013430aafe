import type { SortOption } from '@/lib/listing/sort';
import { PARAM } from '@/lib/listing/state';
import styles from './listing.module.css';

interface Props {
  sorts: readonly SortOption<string>[];
  value: string;
  onChange: (sort: string) => void;
}

/** The sort control: a native select (named "Sort by"), submitted with the form without JS. */
export function SortSelect({ sorts, value, onChange }: Props) {
  return (
    <div className={styles.sort}>
      <label htmlFor="listing-sort">Sort by</label>
      <select
        id="listing-sort"
        name={PARAM.sort}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {sorts.map((option) => (
          <option key={option.name} value={option.name}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

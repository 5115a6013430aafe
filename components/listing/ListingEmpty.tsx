import type { ReactNode } from 'react';
import styles from './listing.module.css';

interface Props {
  /** Why the list is empty: filters match nothing, a cursor points past the end, or nothing at all. */
  reason: 'no-match' | 'past-end' | 'empty';
  /** The list without filters (no-match) or from its start (past-end). */
  restartHref: string;
  /** The page's own words when the list itself is empty. */
  emptyState: ReactNode;
}

/** An empty listing, saying what to do next. */
export function ListingEmpty({ reason, restartHref, emptyState }: Props) {
  if (reason === 'empty') return emptyState;
  if (reason === 'no-match') {
    return (
      <div className={styles.empty}>
        <h2>No products match these filters</h2>
        <p>Remove a filter or widen the price range.</p>
        <a href={restartHref}>Show every product in this list</a>
      </div>
    );
  }
  return (
    <div className={styles.empty}>
      <h2>Nothing more here</h2>
      <p>The list has changed since this link was made.</p>
      <a href={restartHref}>Start again from the first products</a>
    </div>
  );
}

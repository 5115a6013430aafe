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

const WORDS = {
  'no-match': [
    'No products match these filters',
    'Remove a filter or widen the price range.',
    'Show every product in this list',
  ],
  'past-end': [
    'Nothing more here',
    'The list has changed since this link was made.',
    'Start again from the first products',
  ],
} as const;

/** An empty listing, saying what to do next. */
export function ListingEmpty({ reason, restartHref, emptyState }: Props) {
  if (reason === 'empty') return emptyState;
  const [heading, text, link] = WORDS[reason];
  return (
    <div className={styles.empty}>
      <h2>{heading}</h2>
      <p>{text}</p>
      <a href={restartHref}>{link}</a>
    </div>
  );
}

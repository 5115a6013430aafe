import type { MouseEvent } from 'react';
import styles from './listing.module.css';

interface Props {
  /** The URL of the list with one more page (or, past the pages shown at once, the next ones). */
  href: string;
  /** `next`: past the pages shown at once the link opens the next products instead. */
  kind: 'more' | 'next';
  busy: boolean;
  /** With JavaScript: load without a page load. */
  onLoad: () => void;
}

/**
 * "Load more": a plain link, so it works without JavaScript (the server renders the list with
 * one more page); with it, the listing loads the page in place. A modified click (new tab) is the
 * browser's.
 */
export function LoadMore({ href, kind, busy, onLoad }: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    if (!busy) onLoad();
  };
  return (
    <div className={styles.more}>
      <a
        href={href}
        className="btn btn-secondary"
        aria-disabled={busy || undefined}
        onClick={onClick}
      >
        {kind === 'more' ? 'Load more products' : 'Next products'}
      </a>
    </div>
  );
}

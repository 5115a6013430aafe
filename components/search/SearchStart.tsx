import Link from 'next/link';
import type { CollectionSummary } from '@/lib/shopify/collections';
import styles from './search-page.module.css';

/** What a search that found nothing says (written by ./search-data.ts). */
export interface NoResultsWords {
  heading: string;
  text: string;
}

/**
 * Where to go from a search with nothing to show: `/search` with no query (a form to search
 * from), or a query that found nothing without filters (what to try next); then collections to
 * browse instead.
 */
export function SearchStart({
  noResults,
  collections,
}: {
  /** A query that found nothing: what to say (./search-data.ts); null for `/search` alone. */
  noResults: NoResultsWords | null;
  collections: readonly CollectionSummary[];
}) {
  return (
    <div className={styles.start}>
      {noResults ? (
        <>
          <h2>{noResults.heading}</h2>
          <p>{noResults.text}</p>
        </>
      ) : (
        <>
          <form action="/search" method="get" role="search" aria-label="Search the shop">
            <label htmlFor="search-page-q">What are you looking for?</label>
            <div>
              <input id="search-page-q" name="q" type="search" autoComplete="off" />
              <button type="submit" className="btn btn-primary">
                Search
              </button>
            </div>
          </form>
          <h2>Or browse a collection</h2>
        </>
      )}
      <nav aria-label="Collections" className={styles.collections}>
        <ul>
          {collections.map((collection) => (
            <li key={collection.handle}>
              <Link prefetch={false} href={`/collections/${encodeURIComponent(collection.handle)}`}>
                {collection.title}
              </Link>
            </li>
          ))}
          <li>
            <Link prefetch={false} href="/#shop">
              Everything in the shop
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

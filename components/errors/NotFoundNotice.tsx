import Link from 'next/link';
import styles from '@/components/layout/not-found.module.css';

/** A 404: what happened and the way back (the head, noindex included, is the page's `seo`). */
export function NotFoundNotice() {
  return (
    <section className={`container ${styles.notFound}`} aria-labelledby="not-found-heading">
      <p className="eyebrow">Error 404</p>
      <h1 id="not-found-heading" className={styles.heading}>
        We couldn’t find that page
      </h1>
      <p className={styles.text}>
        It may have moved, or the product may no longer be on our shelves.
      </p>
      <Link prefetch={false} href="/" className="btn btn-primary">
        Back to the shop
      </Link>
    </section>
  );
}

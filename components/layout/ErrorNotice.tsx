import Head from 'next/head';
import Link from 'next/link';
import styles from '@/components/layout/not-found.module.css';

/** The shop's error page: "not found" for a 404, a generic apology for anything else. */
export function ErrorNotice({ statusCode }: { statusCode: number }) {
  const missing = statusCode === 404;
  return (
    <>
      <Head>
        <title>
          {missing ? 'Page not found — Morrow & Co.' : 'Something went wrong — Morrow & Co.'}
        </title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={`container ${styles.notFound}`} aria-labelledby="not-found-heading">
        <p className="eyebrow">Error {statusCode}</p>
        <h1 id="not-found-heading" className={styles.heading}>
          {missing ? 'We couldn’t find that page' : 'Something went wrong'}
        </h1>
        <p className={styles.text}>
          {missing
            ? 'It may have moved, or the product may no longer be on our shelves.'
            : 'Please try again in a moment.'}
        </p>
        <Link prefetch={false} href="/" className="btn btn-primary">
          Back to the shop
        </Link>
      </section>
    </>
  );
}

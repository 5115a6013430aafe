import Head from 'next/head';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import styles from '@/components/layout/not-found.module.css';

/**
 * What a shopper sees when a page failed (pages/500.tsx, pages/_error.tsx) or broke while showing
 * (ShellErrorBoundary): what happened, a way to try again, and the way home. The header and footer
 * stay around it, and the title says what happened (the page that broke had set its own). `focus`
 * moves focus to the heading, for a page that broke under the shopper's hand: a screen reader then
 * hears what happened instead of silence.
 */
export function ErrorNotice({ onRetry, focus }: { onRetry: () => void; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <>
      <Head>
        <title>Something went wrong | Morrow &amp; Co.</title>
      </Head>
      <section className={`container ${styles.notFound}`} aria-labelledby="error-heading">
        <p className="eyebrow">Error</p>
        <h1 id="error-heading" ref={heading} tabIndex={-1} className={styles.heading}>
          Something went wrong
        </h1>
        <p className={styles.text}>
          This page could not be shown just now. Your basket is safe: try again, or carry on
          shopping.
        </p>
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Try again
          </button>
          <Link prefetch={false} href="/" className="btn btn-secondary">
            Back to the shop
          </Link>
        </div>
      </section>
    </>
  );
}

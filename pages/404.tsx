import type { GetStaticProps } from 'next';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';
import { seoContext, type PageSeoData } from '@/lib/seo/page-seo';
import { notFoundSeo } from '@/lib/seo/pages-seo';
import styles from '@/components/layout/not-found.module.css';
import Link from 'next/link';

export default function NotFoundPage() {
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

export const getStaticProps: GetStaticProps<{ shell: ShellProps; seo: PageSeoData }> = async () => {
  const shell = await loadShellProps();
  return { props: { shell, seo: notFoundSeo(seoContext(shell)) } };
};

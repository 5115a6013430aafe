import type { GetStaticPaths, GetStaticProps } from 'next';
import { clientLazy } from '@/components/lazy/client-lazy';
import { withRenderedText } from '@/components/content/rich-text-html';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';
import { getContentPage, listContentPageSlugs, type ContentPage } from '@/lib/content';
import { seoContext, type PageSeoData } from '@/lib/seo/page-seo';
import { contentPageSeo } from '@/lib/seo/pages-seo';
import styles from '@/components/content/content-page.module.css';

interface ContentPageProps {
  page: ContentPage;
  shell: ShellProps;
  /** The head (lib/seo): written by _app. */
  seo: PageSeoData;
}

// Only for the Visual Editor's live edits, which bring the document: published text comes as HTML.
const LiveRichText = clientLazy(() =>
  import('@/components/content/RichText').then((m) => m.RichText),
);

/** A content page from the CMS (`pages/<slug>` stories): title and rich-text sections. */
export default function ContentPageRoute({ page }: ContentPageProps) {
  return (
    <article {...page.blok} className={`container ${styles.page}`}>
      <h1 className={styles.title}>{page.title}</h1>
      {page.sections.map((section) => (
        <section key={section.id} {...section.blok} className={styles.section}>
          {section.heading ? <h2 className={styles.heading}>{section.heading}</h2> : null}
          {section.html ? (
            <div className={styles.text} dangerouslySetInnerHTML={{ __html: section.html }} />
          ) : section.text ? (
            <LiveRichText doc={section.text} className={styles.text} />
          ) : null}
        </section>
      ))}
    </article>
  );
}

export const getStaticPaths: GetStaticPaths = async () => {
  const slugs = await listContentPageSlugs().catch((error: unknown) => {
    console.warn('[content] content pages could not be listed; built on first request', error);
    return [];
  });
  // A page published later is built on its first request.
  return { paths: slugs.map((slug) => ({ params: { slug } })), fallback: 'blocking' };
};

/** Statically generated, revalidated a minute at most, and at once on a publish webhook. */
export const getStaticProps: GetStaticProps<ContentPageProps, { slug: string }> = async ({
  params,
  draftMode = false,
}) => {
  const version = draftMode ? 'draft' : 'published';
  const [page, shell] = await Promise.all([
    getContentPage(params?.slug ?? '', version),
    loadShellProps({ draft: draftMode }),
  ]);
  if (!page) return { notFound: true, revalidate: 60 };
  const seo = contentPageSeo(seoContext(shell), params?.slug ?? '', page);
  return { props: { page: withRenderedText(page), shell, seo }, revalidate: 60 };
};

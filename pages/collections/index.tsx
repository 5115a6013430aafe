import type { GetStaticProps } from 'next';
import { CollectionsIndex, type CollectionCardData } from '@/components/listing/CollectionsIndex';
import { imgProps } from '@/lib/images/img-props';
import { loadShellProps, type ShellProps } from '@/lib/page-data/shell-props';
import { seoContext, type PageSeoData } from '@/lib/seo/page-seo';
import { collectionsIndexSeo } from '@/lib/seo/pages-seo';
import { getCollections } from '@/lib/shopify/collections';

interface CollectionsPageProps {
  collections: CollectionCardData[];
  shell: ShellProps;
  /** The head (lib/seo): written by _app. */
  seo: PageSeoData;
}

const CARD_IMAGE = {
  fill: true,
  sizes: '(max-width: 600px) 100vw, (max-width: 1100px) 50vw, 25rem',
} as const;

export default function CollectionsPage({ collections }: CollectionsPageProps) {
  return <CollectionsIndex collections={collections} />;
}

/** Every collection, rebuilt at most once a minute (ISR). */
export const getStaticProps: GetStaticProps<CollectionsPageProps> = async ({
  draftMode = false,
}) => {
  const [collections, shell] = await Promise.all([
    getCollections(),
    loadShellProps({ draft: draftMode }),
  ]);
  return {
    props: {
      collections: collections.map((c) => ({
        handle: c.handle,
        title: c.title,
        description: c.description,
        image: c.image
          ? imgProps({ ...CARD_IMAGE, src: c.image.url, alt: c.image.altText ?? '' })
          : null,
      })),
      shell,
      seo: collectionsIndexSeo(seoContext(shell)),
    },
    revalidate: 60,
  };
};

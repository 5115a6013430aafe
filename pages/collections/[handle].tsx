import type { GetStaticPaths, GetStaticProps } from 'next';
import { loadCollectionView } from '@/components/listing/collection-data';
import { CollectionPage, type CollectionPageProps } from '@/components/listing/CollectionPage';
import { isValidHandle } from '@/components/product/handle';
import { COLLECTION_SORTS } from '@/lib/listing/sort';
import { initialListingState } from '@/lib/listing/state';
import { loadShellProps } from '@/lib/page-data/shell-props';
import { seoContext } from '@/lib/seo/page-seo';
import { collectionSeo } from '@/lib/seo/pages-seo';
import { getCollectionHandles } from '@/lib/shopify/collections';

export default CollectionPage;

export const getStaticPaths: GetStaticPaths = async () => {
  const handles = await getCollectionHandles();
  return {
    paths: handles.filter(isValidHandle).map((handle) => ({ params: { handle } })),
    fallback: 'blocking',
  };
};

/**
 * The plain collection (featured order, first page), rebuilt at most once a minute; unknown or
 * malformed handles are 404s. Sorted, filtered and paged views are `[handle]/listing`.
 */
export const getStaticProps: GetStaticProps<CollectionPageProps, { handle: string }> = async ({
  params,
  draftMode = false,
}) => {
  const handle = params?.handle;
  if (!isValidHandle(handle)) return { notFound: true, revalidate: 60 };
  const [loaded, shell] = await Promise.all([
    loadCollectionView(handle, initialListingState(COLLECTION_SORTS)),
    loadShellProps({ draft: draftMode }),
  ]);
  if (!loaded) return { notFound: true, revalidate: 60 };
  const seo = collectionSeo(seoContext(shell), loaded.collection);
  return { props: { ...loaded.view, shell, seo }, revalidate: 60 };
};

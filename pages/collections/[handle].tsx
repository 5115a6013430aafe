import type { GetStaticPaths, GetStaticProps } from 'next';
import { loadCollectionView } from '@/components/listing/collection-data';
import { CollectionPage, type CollectionPageProps } from '@/components/listing/CollectionPage';
import { isValidHandle } from '@/components/product/handle';
import { COLLECTION_SORTS } from '@/lib/listing/sort';
import { initialListingState } from '@/lib/listing/state';
import { loadShellProps } from '@/lib/page-data/shell-props';
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
  const [view, shell] = await Promise.all([
    loadCollectionView(handle, initialListingState(COLLECTION_SORTS)),
    loadShellProps({ draft: draftMode }),
  ]);
  if (!view) return { notFound: true, revalidate: 60 };
  return { props: { ...view, shell }, revalidate: 60 };
};

import type { GetServerSideProps } from 'next';
import { loadCollectionView } from '@/components/listing/collection-data';
import { CollectionPage, type CollectionPageProps } from '@/components/listing/CollectionPage';
import { isValidHandle } from '@/components/product/handle';
import { COLLECTION_SORTS } from '@/lib/listing/sort';
import { parseListingState } from '@/lib/listing/parse';
import { loadShellProps } from '@/lib/page-data/shell-props';
import { seoContext } from '@/lib/seo/page-seo';
import { collectionSeo } from '@/lib/seo/pages-seo';

export default CollectionPage;

/**
 * A sorted, filtered or paged collection, per request: proxy.ts rewrites `/collections/<handle>`
 * with listing parameters here (lib/listing/route.ts), and the client router navigates here for
 * those views. Any query reads as a state (lib/listing/state.ts ignores what it cannot use), so a
 * hostile link gets the collection, never an error. Shared caches keep a view for a minute and
 * may serve it stale for ten while they refetch it.
 */
export const getServerSideProps: GetServerSideProps<
  CollectionPageProps,
  { handle: string }
> = async ({ params, query, res, draftMode = false }) => {
  const handle = params?.handle;
  if (!isValidHandle(handle)) return { notFound: true };
  const state = parseListingState(query, COLLECTION_SORTS);
  const [loaded, shell] = await Promise.all([
    loadCollectionView(handle, state),
    loadShellProps({ draft: draftMode }),
  ]);
  if (!loaded) return { notFound: true };
  if (!draftMode) {
    res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=600');
  }
  // Its canonical is the plain collection (lib/seo/pages-seo.ts): one page for search engines.
  const seo = collectionSeo(seoContext(shell), loaded.collection);
  return { props: { ...loaded.view, shell, seo } };
};

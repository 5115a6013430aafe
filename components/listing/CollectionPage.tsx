import Head from 'next/head';
import Link from 'next/link';
import { Img } from '@/components/ui/Img';
import type { ShellProps } from '@/lib/page-data/shell-props';
import { COLLECTION_SORTS } from '@/lib/listing/sort';
import { isPlainListing } from '@/lib/listing/state';
import type { CollectionViewData } from './collection-data';
import { collectionPath, collectionRoute } from './collection-route';
import { Listing } from './Listing';
import { useListingNavigation } from './use-listing-navigation';
import styles from './collection-page.module.css';

export interface CollectionPageProps extends CollectionViewData {
  shell: ShellProps;
}

/**
 * A collection: its title, picture and description, then its listing. The prerendered route and
 * the per-request one render this same component, so moving between them keeps it mounted.
 */
export function CollectionPage({
  collection,
  state,
  products,
  facets,
  hasNextPage,
  endCursor,
}: CollectionPageProps) {
  const { navigate, busy } = useListingNavigation((next) =>
    collectionRoute(collection.handle, next),
  );
  const plain = isPlainListing(state, COLLECTION_SORTS);
  const description = collection.description.slice(0, 160);
  return (
    <>
      <Head>
        <title>{`${collection.title} — Morrow & Co.`}</title>
        {description ? <meta name="description" content={description} /> : null}
        {/* A sorted or filtered view is the collection again: one page for search engines. */}
        {plain ? null : <meta name="robots" content="noindex, follow" />}
      </Head>
      <div className="container">
        <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
          <ol>
            <li>
              <Link prefetch={false} href="/">
                Home
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/collections">
                Collections
              </Link>
            </li>
            <li aria-current="page">{collection.title}</li>
          </ol>
        </nav>
        <header className={styles.head}>
          <div className={styles.intro}>
            <h1 className={styles.title}>{collection.title}</h1>
            {collection.descriptionHtml ? (
              <div
                className={styles.description}
                // Sanitised on the server (lib/html/sanitize).
                dangerouslySetInnerHTML={{ __html: collection.descriptionHtml }}
              />
            ) : null}
          </div>
          {collection.image ? (
            <div className={styles.media}>
              <Img img={collection.image} className={styles.image} />
            </div>
          ) : null}
        </header>
        <Listing
          action={collectionPath(collection.handle)}
          sorts={COLLECTION_SORTS}
          state={state}
          facets={facets}
          products={products}
          hasNextPage={hasNextPage}
          endCursor={endCursor}
          onNavigate={navigate}
          busy={busy}
          list={{ id: collection.handle, category: collection.title }}
          emptyState={
            <div className={styles.empty}>
              <h2>Nothing in this collection yet</h2>
              <Link prefetch={false} href="/collections">
                Browse all collections
              </Link>
            </div>
          }
        />
      </div>
    </>
  );
}

import Link from 'next/link';
import { Img } from '@/components/ui/Img';
import type { ShellProps } from '@/lib/page-data/shell-props';
import type { PageSeoData } from '@/lib/seo/page-seo';
import type { CollectionViewData } from './collection-data';
import { collectionPath, collectionRoute } from './collection-route';
import { Listing } from './Listing';
import { useListingNavigation } from './use-listing-navigation';
import styles from './collection-page.module.css';

export interface CollectionPageProps extends CollectionViewData {
  shell: ShellProps;
  /** The head (lib/seo): written by _app. */
  seo: PageSeoData;
}

/**
 * A collection: its title, picture and description, then its listing. The prerendered route and
 * the per-request one render this same component, so moving between them keeps it mounted.
 */
export function CollectionPage(props: CollectionPageProps) {
  const { collection, state, sorts, products, facets, info } = props;
  const navigate = useListingNavigation((next) => collectionRoute(collection.handle, next));
  return (
    <div className="container">
      <header className={styles.head}>
        <div className={styles.intro}>
          <h1>{collection.title}</h1>
          {collection.descriptionHtml ? (
            <div
              // Sanitised on the server (lib/html/sanitize).
              dangerouslySetInnerHTML={{ __html: collection.descriptionHtml }}
            />
          ) : null}
        </div>
        {collection.image ? (
          <div className={styles.media}>
            <Img img={collection.image} />
          </div>
        ) : null}
      </header>
      <Listing
        action={collectionPath(collection.handle)}
        sorts={sorts}
        state={state}
        facets={facets}
        products={products}
        info={info}
        onNavigate={navigate}
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
  );
}

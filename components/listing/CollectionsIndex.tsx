import Link from 'next/link';
import { Img } from '@/components/ui/Img';
import type { ImgProps } from '@/lib/images/img-props';
import styles from './collections-index.module.css';

export interface CollectionCardData {
  handle: string;
  title: string;
  description: string;
  image: ImgProps | null;
}

/** Every collection as a card (picture, title, a line of its description), each one link. */
export function CollectionsIndex({ collections }: { collections: readonly CollectionCardData[] }) {
  return (
    <section className="container" aria-labelledby="collections-heading">
      <header className={styles.head}>
        <h1 id="collections-heading" className={styles.title}>
          Collections
        </h1>
        <p className={styles.sub}>Everything we sell, shelf by shelf.</p>
      </header>
      {collections.length > 0 ? (
        <ul className={styles.grid}>
          {collections.map((collection) => (
            <li key={collection.handle} className={styles.card}>
              <div className={styles.media}>
                {collection.image ? (
                  <Img img={collection.image} className={styles.image} loading="lazy" />
                ) : null}
              </div>
              <h2 className={styles.name}>
                <Link
                  prefetch={false}
                  href={`/collections/${encodeURIComponent(collection.handle)}`}
                  className={styles.link}
                >
                  {collection.title}
                </Link>
              </h2>
              {collection.description ? (
                <p className={styles.description}>{collection.description}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p>
            Our collections are being arranged. Everything we sell is on the home page meanwhile.
          </p>
          <Link prefetch={false} href="/#shop">
            See the range
          </Link>
        </div>
      )}
    </section>
  );
}

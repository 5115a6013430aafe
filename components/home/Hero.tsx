import Image from 'next/image';
import type { HomeCopy } from '@/lib/content/copy';
import { CopyLinkButton } from './CopyLinkButton';
import styles from './hero.module.css';

/** The catalogue's opening: headline and calls to action beside the photograph (home story). */
export function Hero({ hero }: { hero: HomeCopy['hero'] }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          {hero.eyebrow ? <p className="eyebrow">{hero.eyebrow}</p> : null}
          <h1 id="hero-heading" className={styles.heading}>
            {hero.title}
            {hero.titleEmphasis ? (
              <>
                {' '}
                <em>{hero.titleEmphasis}</em>
              </>
            ) : null}
          </h1>
          {hero.text ? <p className={styles.lede}>{hero.text}</p> : null}
          <div className={styles.actions}>
            {hero.primary ? (
              <CopyLinkButton link={hero.primary} className="btn btn-primary" />
            ) : null}
            {hero.secondary ? (
              <CopyLinkButton link={hero.secondary} className="btn btn-secondary" />
            ) : null}
          </div>
        </div>
        <div className={styles.media}>
          <Image
            src={hero.image.src}
            alt={hero.image.alt}
            fill
            preload
            fetchPriority="high"
            sizes="(max-width: 800px) 100vw, 60vw"
            className={styles.image}
          />
        </div>
      </div>
    </section>
  );
}

import { Img } from '@/components/ui/Img';
import type { HomeCopy } from '@/lib/content/copy';
import type { ImgProps } from '@/lib/images/img-props';
import { CopyLinkButton } from './CopyLinkButton';
import styles from './hero.module.css';

/** The hero photograph's attributes: next/image's, computed at build time (getStaticProps). */
export const HERO_IMAGE = {
  fill: true,
  preload: true,
  fetchPriority: 'high',
  sizes: '(max-width: 800px) 100vw, 60vw',
} as const;

/**
 * The catalogue's opening: headline and calls to action beside the photograph (home story).
 * `image` is `imgProps({ ...HERO_IMAGE, src, alt })` of the hero's picture.
 */
export function Hero({ hero, image }: { hero: HomeCopy['hero']; image: ImgProps }) {
  return (
    <section {...hero.blok} className={styles.hero} aria-labelledby="hero-heading">
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
          {/* Preloaded from the <head> by React, which does so for an <img> with a high fetch
              priority (with its srcset and sizes). */}
          <Img img={image} className={styles.image} />
        </div>
      </div>
    </section>
  );
}

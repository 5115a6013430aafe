import Image from 'next/image';
import Link from 'next/link';
import styles from './hero.module.css';

/** The catalogue's opening: headline and calls to action beside the shelf photograph. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className="eyebrow">Roasted weekly · Sent from Bristol</p>
          <h1 id="hero-heading" className={styles.heading}>
            Good mornings, <em>delivered.</em>
          </h1>
          <p className={styles.lede}>
            Small-batch coffee, organic tea and a well-stocked pantry. Buy once, or subscribe and
            save on every delivery — pause or cancel whenever you like.
          </p>
          <div className={styles.actions}>
            <Link href="#shop" className="btn btn-primary">
              Shop the range
            </Link>
            <Link href="/products/coffee-of-the-month-subscription" className="btn btn-secondary">
              Coffee of the Month
            </Link>
          </div>
        </div>
        <div className={styles.media}>
          <Image
            src="/images/hero.webp"
            alt="Morrow & Co. coffee, tea, matcha, drinking chocolate and oat milk on a kitchen shelf"
            fill
            preload
            sizes="(max-width: 800px) 100vw, 60vw"
            className={styles.image}
          />
        </div>
      </div>
    </section>
  );
}

import { ShopLink } from '@/components/ui/ShopLink';
import type { FooterCopy } from '@/lib/content/copy-types';
import styles from './footer.module.css';

/** The footer's brand, shop links and help columns (an island of Footer.tsx). */
export function FooterColumns({ copy }: { copy: FooterCopy }) {
  return (
    <>
      <div>
        <p className={styles.logo}>{copy.brand}</p>
        {copy.blurb ? <p className={styles.blurb}>{copy.blurb}</p> : null}
      </div>
      <nav aria-label="Footer" className={styles.col}>
        <h2 className={styles.heading}>{copy.shopHeading}</h2>
        <ul>
          {copy.shopLinks.map((link) => (
            <li key={link.href}>
              <ShopLink href={link.href}>{link.label}</ShopLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.col}>
        <h2 className={styles.heading}>{copy.helpHeading}</h2>
        <ul>
          {copy.helpItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
          {copy.helpLinks.map((link) => (
            <li key={link.href}>
              <ShopLink href={link.href}>{link.label}</ShopLink>
            </li>
          ))}
          {copy.email ? (
            <li>
              <a href={`mailto:${copy.email}`}>{copy.email}</a>
            </li>
          ) : null}
        </ul>
      </div>
    </>
  );
}

import { deferredPart } from '@/components/lazy/deferred-part';
import { CookieSettingsButton } from '@/components/marketing/CookieSettingsButton';
import Link from 'next/link';
import { SITE_COPY_DEFAULTS, type CopyLink, type FooterCopy } from '@/lib/content/copy-types';
import type { BlokAttributes } from '@/lib/content/editable';
import styles from './footer.module.css';

// The newsletter form is server-rendered; its code (the check, the sending, the status line) comes
// after the first paint (components/lazy/deferred-part.tsx). A "Sign up" clicked before then is
// held, and the address typed stays in its field.
const NewsletterSignup = deferredPart(() =>
  import('@/components/marketing/NewsletterSignup').then((m) => m.NewsletterSignup),
);

/**
 * The site footer; its words come from the global-settings story (lib/content/copy), its policy
 * links from the platform (lib/page-data/policy-links.ts). Those join the help links' list, so
 * they cost the first load data, not code.
 */
export function Footer({
  copy = SITE_COPY_DEFAULTS.footer,
  policyLinks = [],
  blok,
}: {
  copy?: FooterCopy;
  policyLinks?: readonly CopyLink[];
  /** Draft only: the global-settings blok's click-to-edit attributes. */
  blok?: BlokAttributes | undefined;
}) {
  return (
    <footer {...blok} className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.logo}>{copy.brand}</p>
          {copy.blurb ? <p className={styles.blurb}>{copy.blurb}</p> : null}
        </div>
        <nav aria-label="Footer" className={styles.col}>
          <h2 className={styles.heading}>{copy.shopHeading}</h2>
          <ul>
            {copy.shopLinks.map((link) => (
              <li key={link.href}>
                <Link prefetch={false} href={link.href}>
                  {link.label}
                </Link>
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
            {[...copy.helpLinks, ...policyLinks].map((link) => (
              <li key={link.href}>
                <Link prefetch={false} href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
            {copy.email ? (
              <li>
                <a href={`mailto:${copy.email}`}>{copy.email}</a>
              </li>
            ) : null}
          </ul>
        </div>
        <NewsletterSignup headingClassName={styles.newsletterHeading} />
      </div>
      <div className={`container ${styles.legal}`}>
        {copy.legal ? <p>{copy.legal}</p> : null}
        <CookieSettingsButton />
      </div>
    </footer>
  );
}

import { CookieSettingsButton } from '@/components/marketing/CookieSettingsButton';
import { NewsletterSignup } from '@/components/marketing/NewsletterSignup';
import { island } from '@/components/lazy/island';
import { SITE_COPY_DEFAULTS, type FooterCopy } from '@/lib/content/copy-types';
import type { BlokAttributes } from '@/lib/content/editable';
import styles from './footer.module.css';

// The brand, links and help columns paint from the server's markup and their links work as plain
// links until hydrated, so their code is not in the first load (issue 20). The newsletter form and
// the cookie settings button take input at once, so they are hydrated with the page.
const FooterColumns = island(() => import('./FooterColumns').then((m) => m.FooterColumns));

/** The site footer; its words come from the global-settings story (lib/content/copy). */
export function Footer({
  copy = SITE_COPY_DEFAULTS.footer,
  blok,
}: {
  copy?: FooterCopy;
  /** Draft only: the global-settings blok's click-to-edit attributes. */
  blok?: BlokAttributes | undefined;
}) {
  return (
    <footer {...blok} className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <FooterColumns copy={copy} />
        <NewsletterSignup headingClassName={styles.newsletterHeading} />
      </div>
      <div className={`container ${styles.legal}`}>
        {copy.legal ? <p>{copy.legal}</p> : null}
        <CookieSettingsButton />
      </div>
    </footer>
  );
}

import Link from 'next/link';
import { CookieSettingsButton } from '@/components/marketing/CookieSettingsButton';
import { NewsletterSignup } from '@/components/marketing/NewsletterSignup';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.logo}>Morrow &amp; Co.</p>
          <p className={styles.blurb}>
            Small-batch coffee, loose-leaf tea and pantry goods, roasted and packed in Bristol and
            sent out every weekday.
          </p>
        </div>
        <nav aria-label="Footer" className={styles.col}>
          <h2 className={styles.heading}>Shop</h2>
          <ul>
            <li>
              <Link href="/#shop">All products</Link>
            </li>
            <li>
              <Link href="/products/house-blend-coffee">House Blend</Link>
            </li>
            <li>
              <Link href="/products/coffee-of-the-month-subscription">Coffee of the Month</Link>
            </li>
            <li>
              <Link href="/products/coffee-starter-box">Starter Box</Link>
            </li>
          </ul>
        </nav>
        <div className={styles.col}>
          <h2 className={styles.heading}>Help</h2>
          <ul>
            <li>UK delivery in 2–3 working days</li>
            <li>Pause or cancel subscriptions any time</li>
            <li>
              <a href="mailto:hello@morrow.example">hello@morrow.example</a>
            </li>
          </ul>
        </div>
        <NewsletterSignup />
      </div>
      <div className={`container ${styles.legal}`}>
        <p>© Morrow &amp; Co. Prices include VAT.</p>
        <CookieSettingsButton />
      </div>
    </footer>
  );
}

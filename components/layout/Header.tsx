import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { CartButton } from '@/components/cart/CartButton';
import { BackButton } from '@/components/layout/BackButton';
import type { NavStyle } from '@/stores/shop-store';
import styles from './header.module.css';

const NAV_LINKS = [
  { href: '/#shop', label: 'Shop all' },
  { href: '/products/coffee-of-the-month-subscription', label: 'Subscriptions' },
  { href: '/#story', label: 'Our story' },
];

export function Logo() {
  return (
    <Link href="/" className={styles.logo}>
      Morrow <span className={styles.amp}>&amp;</span> Co.
    </Link>
  );
}

/**
 * The site header in its three navigation styles: `regular` (full nav), `choose_plan` (a minimal
 * header for the subscription funnel: logo, the step, basket) and `none` (no header at all).
 */
export function Header({
  navStyle,
  showBackButton = false,
}: {
  navStyle: NavStyle;
  showBackButton?: boolean;
}) {
  if (navStyle === 'none') return null;
  if (navStyle === 'choose_plan') {
    return (
      <header className={`${styles.header} ${styles.minimal}`}>
        <div className={`container ${styles.bar}`}>
          <div className={styles.start}>
            <BackButton initial={showBackButton} />
            <Logo />
          </div>
          <p className={styles.step}>Choose your plan</p>
          <div className={styles.end}>
            <CartButton />
          </div>
        </div>
      </header>
    );
  }
  return <RegularHeader showBackButton={showBackButton} />;
}

function RegularHeader({ showBackButton }: { showBackButton: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const router = useRouter();
  // A followed link closes the mobile menu.
  useEffect(() => {
    const close = () => setMenuOpen(false);
    router.events.on('routeChangeStart', close);
    router.events.on('hashChangeStart', close);
    return () => {
      router.events.off('routeChangeStart', close);
      router.events.off('hashChangeStart', close);
    };
  }, [router.events]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <div className={styles.start}>
          <BackButton initial={showBackButton} />
          <Logo />
        </div>
        <nav aria-label="Main" className={styles.nav} id="main-nav" data-open={menuOpen}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} onClick={() => setMenuOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.end}>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
          <CartButton />
        </div>
      </div>
    </header>
  );
}

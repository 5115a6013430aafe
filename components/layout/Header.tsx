import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { CartButton } from '@/components/cart/CartButton';
import { BackButton } from '@/components/layout/BackButton';
import { HeaderSearch } from '@/components/search/HeaderSearch';
import Link from 'next/link';
import { SITE_COPY_DEFAULTS, type CopyLink } from '@/lib/content/copy-types';
import type { BlokAttributes } from '@/lib/content/editable';
import type { NavStyle } from '@/stores/shop-store';
import styles from './header.module.css';

/** The header's leading group in both styles: the mobile back button, then the logo. */
function HeaderStart({ showBackButton }: { showBackButton: boolean }) {
  return (
    <div className={styles.start}>
      <BackButton initial={showBackButton} />
      <Link prefetch={false} href="/" className={styles.logo}>
        Morrow <span className={styles.amp}>&amp;</span> Co.
      </Link>
    </div>
  );
}

/**
 * The site header in its three navigation styles: `regular` (full nav), `choose_plan` (a minimal
 * header for the subscription funnel: logo, the step, basket) and `none` (no header at all).
 */
export function Header({
  navStyle,
  showBackButton = false,
  links = SITE_COPY_DEFAULTS.navigation,
  blok,
}: {
  navStyle: NavStyle;
  showBackButton?: boolean;
  /** The main navigation, from the global-settings story. */
  links?: readonly CopyLink[];
  /** Draft only: the global-settings blok's click-to-edit attributes (on the navigation). */
  blok?: BlokAttributes | undefined;
}) {
  if (navStyle === 'none') return null;
  if (navStyle === 'choose_plan') {
    return (
      <header className={`${styles.header} ${styles.minimal}`}>
        <div className={`container ${styles.bar}`}>
          <HeaderStart showBackButton={showBackButton} />
          <p className={styles.step}>Choose your plan</p>
          <div className={styles.end}>
            <CartButton />
          </div>
        </div>
      </header>
    );
  }
  return <RegularHeader showBackButton={showBackButton} links={links} blok={blok} />;
}

const MAIN_NAV_ID = 'main-nav';

interface RegularHeaderProps {
  showBackButton: boolean;
  links: readonly CopyLink[];
  blok: BlokAttributes | undefined;
}

/**
 * The full header. On mobile the nav is a disclosure behind the Menu button: the button comes
 * right before the nav in the DOM, so Tab from an opened Menu walks into the links (on desktop the
 * button is not displayed and the order reads logo, links, account, basket). Esc closes the menu
 * and puts focus back on the button; following a link or any route change closes it.
 * The account entry is the same plain link for everyone, so no page's first load carries session
 * code (/account signs a visitor in and returns them there); a full load, not the client router,
 * as the sign-in is a chain of redirects.
 */
function RegularHeader({ showBackButton, links, blok }: RegularHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const router = useRouter();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const close = () => setMenuOpen(false);
    router.events.on('routeChangeStart', close);
    router.events.on('hashChangeStart', close);
    return () => {
      router.events.off('routeChangeStart', close);
      router.events.off('hashChangeStart', close);
    };
  }, [router.events]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Only while focus is in the header: with the cart drawer open on top, Esc is the drawer's.
      if (event.key !== 'Escape' || !headerRef.current?.contains(event.target as Node)) return;
      event.preventDefault();
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <HeaderStart showBackButton={showBackButton} />
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={MAIN_NAV_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <nav
          {...blok}
          aria-label="Main"
          className={styles.nav}
          id={MAIN_NAV_ID}
          data-open={menuOpen}
        >
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link prefetch={false} href={link.href} onClick={() => setMenuOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.end}>
          <div className={styles.search}>
            <HeaderSearch />
          </div>
          <a href="/account" className={styles.account}>
            Account
          </a>
          <CartButton />
        </div>
      </div>
    </header>
  );
}

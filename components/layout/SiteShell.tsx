import { startTransition, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { CartStatus } from '@/components/cart/CartStatus';
import { ShellErrorBoundary } from '@/components/errors/ShellErrorBoundary';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { clientLazy, onDemandLazy } from '@/components/lazy/client-lazy';
import type { ShellProps } from '@/lib/page-data/shell-props';
import { ConsentManager } from '@/components/marketing/ConsentManager';
import { TrackingScripts } from '@/components/marketing/TrackingScripts';
import { whenIdle } from '@/lib/idle';
import { useShopStore } from '@/stores/shop-store';
import styles from './site-shell.module.css';

// The drawer's code is not part of the first load: it is fetched right after hydration (a
// download, off the main thread) and built at idle, so an add clicked as the page finishes loading
// finds it already here instead of waiting for about 14 kB more before its line can show.
// CartDrawerMount renders it only once the page is idle or the cart opens, never in hydration: an
// add clicked before idle mounts it in the click's own render.
const CartDrawer = onDemandLazy(() =>
  import('@/components/cart/CartDrawer').then((m) => m.CartDrawer),
);

// The discount toast is hidden until a code and consent exist (SPEC §4), so its code is not part
// of the first load; it arrives right after hydration.
const DiscountToast = clientLazy(() =>
  import('@/components/marketing/DiscountToast').then((m) => m.DiscountToast),
);

// The chat launcher's container stays empty and hidden until the chat widget has initialised,
// which happens after the shopper's first interaction or at idle, long after hydration: its code
// (placement rules included) is not part of the first load either, and it paints nothing before.
const ChatLoader = clientLazy(() =>
  import('@/components/layout/ChatLoader').then((m) => m.ChatLoader),
);

// A product page's gallery and buy box hydrate from a chunk of their own, after its first paint
// (components/product/ProductDetails.tsx). Fetched at idle on every page, so a client navigation
// to a product shows them with the page rather than one download later.
if (typeof window !== 'undefined') {
  whenIdle(() => void import('@/components/product/deferred-parts').catch(() => {}));
}

/**
 * The drawer is mounted closed once the page is idle, and stays mounted: the first add then only
 * draws its line into a drawer that is already built (and its code already compiled), instead of
 * loading, compiling and building the whole drawer inside the click.
 */
function CartDrawerMount() {
  const open = useShopStore((s) => s.cartOpen);
  const [warm, setWarm] = useState(false);
  // A transition: React builds the closed drawer in slices that yield to the browser (a shopper's
  // click in the meantime comes first), rather than in one long task.
  useEffect(() => {
    // A failure here is met again (and the download tried again) when the drawer first renders.
    CartDrawer.preload().catch(() => {});
    whenIdle(() => startTransition(() => setWarm(true)));
  }, []);
  return open || warm ? <CartDrawer open={open} /> : null;
}

export function SiteShell({
  shell,
  children,
}: {
  shell: Partial<ShellProps> | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.app} style={shell?.ctaStyle as CSSProperties | undefined}>
      <div className={styles.page}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {shell?.announcement ? <p className={styles.announcement}>{shell.announcement}</p> : null}
        <Header
          navStyle={shell?.navStyle ?? 'regular'}
          showBackButton={shell?.showBackButton ?? false}
          {...(shell?.copy ? { links: shell.copy.navigation } : {})}
          blok={shell?.copy?.blok}
        />
        {/* No <Suspense> around the page: React's SSR outlines a large boundary and reveals it
            after the shell has painted, so header and footer would show first and then jump. A
            page that breaks while rendering is replaced by the error notice, the shell kept. */}
        <main id="main" tabIndex={-1} className={styles.main}>
          <ShellErrorBoundary>{children}</ShellErrorBoundary>
        </main>
        <Footer
          {...(shell?.copy ? { copy: shell.copy.footer } : {})}
          policyLinks={shell?.policyLinks}
          blok={shell?.copy?.blok}
        />
        <ChatLoader />
      </div>
      <CartDrawerMount />
      <CartStatus />
      <DiscountToast />
      <ConsentManager />
      <TrackingScripts />
    </div>
  );
}

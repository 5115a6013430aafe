import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { markInAppNavigation } from '@/components/layout/navigation-history';
import type { ShellProps } from '@/lib/page-data/shell-props';
import { MOBILE_BREAKPOINT } from '@/stores/breakpoint';
import { startShopStore, useShopStore } from '@/stores/shop-store';

// Load-time steps run once per page load, not once per mount: React's strict mode mounts twice in
// development, and a second initCart would race the first.
let loaded = false;

/**
 * The shell's client-side lifecycle (SPEC §4 "Consent and load"): rehydrate the persisted stores
 * (restoring purchased products and consent) and initialise the cart, once; keep `isMobile` in step
 * with the viewport; hand the page's navigation style and the cart settings to the shop store.
 */
export function useShellLifecycle(shell: Partial<ShellProps> | undefined): void {
  const router = useRouter();

  useEffect(() => {
    if (loaded) return;
    loaded = true;
    startShopStore().catch((error: unknown) =>
      console.warn('[shop] the cart could not be started', error),
    );
  }, []);

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT}px)`);
    const update = () => useShopStore.getState().setIsMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    // A shallow change (a product page's chosen variant replacing its URL) is no step to go back.
    const onDone = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) markInAppNavigation();
    };
    router.events.on('routeChangeComplete', onDone);
    return () => router.events.off('routeChangeComplete', onDone);
  }, [router.events]);

  const navStyle = shell?.navStyle ?? 'regular';
  useEffect(() => {
    useShopStore.getState().setNavStyle(navStyle);
  }, [navStyle]);

  const cartSettings = shell?.cartSettings;
  useEffect(() => {
    if (!cartSettings) return;
    const shop = useShopStore.getState();
    shop.setCartSettings(cartSettings);
    shop.setCartSummaryHexColor(cartSettings.cartSummaryHexColor);
  }, [cartSettings]);
}

import { ctaColors, ctaStyleVars, type CtaStyleVars } from '@/components/layout/cta-colors';
import { getCartSettings, getGlobalSettings, type CartSettings } from '@/lib/content';
import type { NavStyle } from '@/stores/shop-store';

/**
 * What every page's getStaticProps hands the shell (_app): the primary-button colours from the
 * global settings story (as CSS custom properties, computed at build time so tinycolor stays out
 * of the first-load bundle: only the lazily loaded cart drawer uses it, for the summary's text
 * colour), the announcement line and the cart settings.
 */
export interface ShellProps {
  ctaStyle: CtaStyleVars;
  announcement: string | null;
  cartSettings: CartSettings;
  navStyle: NavStyle;
  /**
   * The page shows the mobile back button (product pages). The layout store's `showBackButton`
   * says the same on the client; this lets the server render it, so it doesn't pop in (and shift
   * the header) after hydration.
   */
  showBackButton: boolean;
}

export interface ShellOptions {
  navStyle?: NavStyle;
  showBackButton?: boolean;
}

/**
 * Loads the shell's settings. The content service is not critical (STYLE §6): the lib/content
 * loaders never reject; they log and fall back to defaults.
 */
export async function loadShellProps({
  navStyle = 'regular',
  showBackButton = false,
}: ShellOptions = {}): Promise<ShellProps> {
  const [global, cartSettings] = await Promise.all([getGlobalSettings(), getCartSettings()]);
  return {
    ctaStyle: ctaStyleVars(ctaColors(global)),
    announcement: global.announcement,
    cartSettings,
    navStyle,
    showBackButton,
  };
}

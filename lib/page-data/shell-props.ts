/**
 * The page data every page shares: what each page's getStaticProps loads for the shell (_app).
 * Page routes (pages/) call `loadShellProps`; the layout components only read its `ShellProps`.
 */
import {
  getCartSettings,
  getDiscountPopupSettings,
  getGlobalSettings,
  getRedirects,
  type CartSettings,
  type ContentVersion,
  type DiscountPopupSettings,
  getSiteCopy,
  type Redirect,
  type SiteCopy,
} from '@/lib/content';
import { serverConfig } from '@/lib/config/server';
import type { CopyLink } from '@/lib/content/copy-types';
import { loadPolicyLinks } from '@/lib/page-data/policy-links';
import { contentEpoch } from '@/lib/content/content-epoch.mjs';
import {
  ctaColors,
  ctaStyleVars,
  summaryStyleVars,
  type CtaStyleVars,
  type SummaryStyleVars,
} from '@/lib/theme/cta-colors';

/** The header's navigation variant a page asks for; the store keeps the same type. */
export type NavStyle = 'regular' | 'choose_plan' | 'none';

/**
 * What every page's getStaticProps hands the shell (_app): the primary-button and cart-summary
 * colours from the settings stories (as CSS custom properties, computed at build time so tinycolor
 * never reaches the browser), the announcement line and the cart settings.
 */
export interface ShellProps {
  ctaStyle: CtaStyleVars & SummaryStyleVars;
  announcement: string | null;
  cartSettings: CartSettings;
  navStyle: NavStyle;
  /**
   * The page shows the mobile back button (product pages). The layout store's `showBackButton`
   * says the same on the client; this lets the server render it, so it doesn't pop in (and shift
   * the header) after hydration.
   */
  showBackButton: boolean;
  /** SPEC §5: the discount toast's words, defaults filled in. */
  discountPopup: DiscountPopupSettings;
  /** SPEC §2: the CMS redirects, for the router step. */
  redirects: Redirect[];
  /** Navigation and footer words (global-settings story). */
  copy: SiteCopy;
  /** The footer's links to the shop's policies, from the platform (./policy-links.ts). */
  policyLinks: CopyLink[];
  /** The page was rendered from draft content (Next draft mode): load the live-preview bridge. */
  draft: boolean;
  /** Draft pages: the Visual Editor's origin, whose messages the bridge acts on; else null. */
  editorOrigin: string | null;
  /**
   * The publishes this server had seen when the page's data was read (lib/content/content-epoch):
   * a page whose render a publish overtook is not stored (cache-handler.mjs).
   */
  contentEpoch?: number;
}

export interface ShellOptions {
  navStyle?: NavStyle;
  showBackButton?: boolean;
  /** Next draft mode: settings are read in their draft version. */
  draft?: boolean;
}

/**
 * Loads the shell's settings. The content service is not critical (STYLE §6): the lib/content
 * loaders never reject; they log and fall back to defaults. Nor do the policy links.
 */
export async function loadShellProps({
  navStyle = 'regular',
  showBackButton = false,
  draft = false,
}: ShellOptions = {}): Promise<ShellProps> {
  const version: ContentVersion = draft ? 'draft' : 'published';
  // Read before the content: a publish after this point makes the page stale.
  const epoch = contentEpoch();
  const [global, cartSettings, discountPopup, redirects, copy, policyLinks] = await Promise.all([
    getGlobalSettings(),
    getCartSettings(),
    getDiscountPopupSettings(version),
    getRedirects(),
    getSiteCopy(version),
    loadPolicyLinks(),
  ]);
  return {
    ctaStyle: {
      ...ctaStyleVars(ctaColors(global)),
      ...summaryStyleVars(cartSettings.cartSummaryHexColor),
    },
    announcement: global.announcement,
    cartSettings,
    navStyle,
    showBackButton,
    discountPopup,
    redirects,
    copy,
    policyLinks,
    draft,
    editorOrigin: draft ? serverConfig.editorOrigin : null,
    contentEpoch: epoch,
  };
}

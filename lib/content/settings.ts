import type StoryblokClient from 'storyblok-js-client';
import * as v from 'valibot';
import { config } from '@/lib/config';
import {
  contentClient,
  draftContentClient,
  getStory,
  type ContentVersion,
} from '@/lib/content/client';
import { onContentPublished } from './published';
import { field, listOf, readContent, TextField } from './fields';
import { DISCOUNT_POPUP_DEFAULTS, type DiscountPopupSettings } from './popup-defaults';
import { parseDiscountPopupSettings } from './popup-settings';
import { isStale } from './max-age';

export const GLOBAL_SETTINGS_SLUG = 'settings/global-settings';
export const CART_SETTINGS_SLUG = 'settings/cart-settings';
export const DISCOUNT_POPUP_SETTINGS_SLUG = 'settings/discount-popup-settings';
export const REDIRECTS_SLUG = 'settings/redirects';

export interface GlobalSettings {
  ctaButtonsColor: string | null;
  ctaButtonsTextColor: string | null;
  announcement: string | null;
}

export interface CartSettings {
  cartSummaryHexColor: string | null;
  emptyCartText: string | null;
  emptyCartButtonLabel: string | null;
  checkoutButtonLabel: string | null;
  freeShippingText: string | null;
}

export interface Redirect {
  from: string;
  to: string;
}

export { DISCOUNT_POPUP_DEFAULTS, type DiscountPopupSettings } from './popup-defaults';
export { parseDiscountPopupSettings } from './popup-settings';

type Content = Record<string, unknown>;

/**
 * A CSS colour from the CMS, accepted only as a hex value: the value ends up in a style attribute,
 * so anything else (names, url(), expressions) is dropped rather than trusted.
 */
const HexColorField = field(v.pipe(v.string(), v.trim(), v.hexColor()));

/** A hex colour (trimmed) or null; see `HexColorField`. */
export function hexColor(value: unknown): string | null {
  return v.parse(HexColorField, value);
}

/** The global-settings story (`cta_buttons_color`, `cta_buttons_text_color`). */
const GlobalSettingsContent = v.pipe(
  v.object({
    cta_buttons_color: HexColorField,
    cta_buttons_text_color: HexColorField,
    announcement: TextField,
  }),
  v.transform((c): GlobalSettings => ({
    ctaButtonsColor: c.cta_buttons_color,
    ctaButtonsTextColor: c.cta_buttons_text_color,
    announcement: c.announcement,
  })),
);

const CartSettingsContent = v.pipe(
  v.object({
    cart_summary_hex_color: HexColorField,
    empty_cart_text: TextField,
    empty_cart_button_label: TextField,
    checkout_button_label: TextField,
    free_shipping_text: TextField,
  }),
  v.transform((c): CartSettings => ({
    cartSummaryHexColor: c.cart_summary_hex_color,
    emptyCartText: c.empty_cart_text,
    emptyCartButtonLabel: c.empty_cart_button_label,
    checkoutButtonLabel: c.checkout_button_label,
    freeShippingText: c.free_shipping_text,
  })),
);

/** Global settings from the story content; a missing or unfit field reads as null. */
export function parseGlobalSettings(content: Content | null | undefined): GlobalSettings {
  return readContent(GlobalSettingsContent, content);
}

export function parseCartSettings(content: Content | null | undefined): CartSettings {
  return readContent(CartSettingsContent, content);
}

/**
 * True for a path on this site. Browsers read a backslash as a slash and drop tabs and newlines
 * from URLs, so '/\\evil.example' or '/<tab>/evil.example' would become '//evil.example': another
 * host. Such paths are refused outright.
 */
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(path);
}

function isAllowedAbsolute(to: string, allowedHosts: readonly string[]): boolean {
  if (!/^https?:\/\//i.test(to)) return false;
  try {
    return allowedHosts.includes(new URL(to).host.toLowerCase());
  } catch {
    return false;
  }
}

/** One `story.content.list` entry: a string `from` site path and a string `to`. */
const RedirectEntry = v.object({ from: v.pipe(v.string(), v.check(isSitePath)), to: v.string() });
const RedirectsContent = v.object({ list: listOf(RedirectEntry) });

/**
 * `story.content.list` entries with a string `from` site path and a `to` that is a site path or
 * an absolute http(s) URL on one of `allowedHosts` (none by default).
 */
export function parseRedirects(
  content: Content | null | undefined,
  allowedHosts: readonly string[] = [],
): Redirect[] {
  return readContent(RedirectsContent, content).list.filter(
    ({ to }) => isSitePath(to) || isAllowedAbsolute(to, allowedHosts),
  );
}

async function settingsStory(slug: string, client?: StoryblokClient): Promise<Content | null> {
  const story = await getStory(slug, 'published', client);
  // A missing settings story is not an error (the defaults apply), but a marketer should know.
  if (!story) console.warn(`[content] settings story ${slug} not found; using defaults`);
  return (story?.content as Content | undefined) ?? null;
}

/**
 * A settings story cached after its first load (SPEC §4), for at most CONTENT_MAX_AGE_MS
 * (./max-age.ts), so that a publish shows without a webhook too. A failing content service is not
 * critical: it is logged, the defaults (`parse(null)`) are used, and the next call tries again.
 */
function cachedSettings<T>(
  slug: string,
  label: string,
  parse: (content: Content | null) => T,
): { get(client?: StoryblokClient, now?: number): Promise<T>; reset(): void } {
  let cached: { value: Promise<T>; at: number } | null = null;
  return {
    get(client, now = Date.now()) {
      if (cached && isStale(cached.at, now)) cached = null;
      cached ??= {
        at: now,
        value: settingsStory(slug, client)
          .then(parse)
          .catch((error: unknown) => {
            console.warn(`[content] ${label} unavailable, using defaults`, error);
            cached = null;
            return parse(null);
          }),
      };
      return cached.value;
    },
    reset() {
      cached = null;
    },
  };
}

const globalSettings = cachedSettings(GLOBAL_SETTINGS_SLUG, 'global settings', parseGlobalSettings);
const cartSettings = cachedSettings(CART_SETTINGS_SLUG, 'cart settings', parseCartSettings);

/** Global settings, cached for a minute at most; on failure the defaults (no custom colours). */
export function getGlobalSettings(client?: StoryblokClient, now?: number): Promise<GlobalSettings> {
  return globalSettings.get(client, now);
}

/** Cart settings, cached for a minute at most; same fallback rule as the global settings. */
export function getCartSettings(client?: StoryblokClient, now?: number): Promise<CartSettings> {
  return cartSettings.get(client, now);
}

/** Forgets the cached settings (a publish, and tests). */
export function resetSettingsCache(): void {
  globalSettings.reset();
  cartSettings.reset();
}

// A publish on any instance reaches this one's settings too (lib/content/published.ts).
onContentPublished(resetSettingsCache);

/**
 * Discount popup settings: `cdn/stories?per_page=1&starts_with=settings/discount-popup-settings`
 * with the version and the tracked cache version (the client adds `cv`); the first story's content.
 */
export async function getDiscountPopupSettings(
  version: ContentVersion = 'published',
  given?: StoryblokClient,
): Promise<DiscountPopupSettings> {
  const client = given ?? (version === 'draft' ? draftContentClient() : contentClient());
  try {
    if (version === 'draft') await client.flushCache();
    const { data } = await client.get('cdn/stories', {
      per_page: 1,
      starts_with: DISCOUNT_POPUP_SETTINGS_SLUG,
      version,
    });
    const first = (data?.stories as { content?: Content }[] | undefined)?.[0];
    return parseDiscountPopupSettings(first?.content);
  } catch (error) {
    console.warn('[content] discount popup settings unavailable, using defaults', error);
    return DISCOUNT_POPUP_DEFAULTS;
  }
}

/**
 * The redirects list (published version). Failing to load is logged and no redirects apply
 * (SPEC §8): a redirect lookup fails open.
 */
export async function getRedirects(
  client?: StoryblokClient,
  allowedHosts: readonly string[] = config.redirectHosts,
): Promise<Redirect[]> {
  try {
    return parseRedirects(await settingsStory(REDIRECTS_SLUG, client), allowedHosts);
  } catch (error) {
    console.error('[content] redirects failed to load; no redirects apply', error);
    return [];
  }
}

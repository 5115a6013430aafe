/**
 * The Visual Editor's `input` event carries the story being edited, unsaved. This turns it into
 * the page's props, parsed and sanitised by the same functions the server uses for published
 * content, so what the marketer sees while typing is what the published page will show.
 */
import { parseHomeCopy, parseSiteCopy, type HomeCopy } from '@/lib/content/copy';
import { parseContentPage, type ContentPage } from '@/lib/content/page';
import { parseDiscountPopupSettings } from '@/lib/content/popup-settings';
import type { ShellProps } from '@/lib/page-data/shell-props';

export const HOME_SLUG = 'home';
export const SITE_SETTINGS_SLUG = 'settings/global-settings';
export const POPUP_SETTINGS_SLUG = 'settings/discount-popup-settings';

/** The props the live stories touch; a page's other props pass through unchanged. */
export interface LiveProps {
  shell?: ShellProps;
  copy?: HomeCopy;
  page?: ContentPage;
}

type Content = Record<string, unknown>;

function storyParts(story: unknown): { slug: string; content: Content } | null {
  if (typeof story !== 'object' || story === null) return null;
  const { full_slug: slug, content } = story as { full_slug?: unknown; content?: unknown };
  if (typeof slug !== 'string' || typeof content !== 'object' || content === null) return null;
  return { slug: slug.replace(/\/+$/, ''), content: content as Content };
}

/**
 * The props with the edited story applied, or null when the story is not shown on this page (the
 * page at `path`): the home story on `/`, a content page on its own path, the global settings
 * (navigation, footer) and the discount popup words on every page with a shell. An edit that
 * leaves a required field empty (a home story without a hero title, a page without a title)
 * keeps what was shown, as the server would not render it either.
 */
export function applyLiveStory<P extends LiveProps>(
  props: P,
  story: unknown,
  path: string,
): P | null {
  const parts = storyParts(story);
  if (!parts) return null;
  const { slug, content } = parts;
  const pathname = path.split(/[?#]/, 1)[0] ?? '/';
  if (slug === HOME_SLUG && pathname === '/' && props.copy) {
    return { ...props, copy: parseHomeCopy(content) ?? props.copy };
  }
  if (slug.startsWith('pages/') && pathname === `/${slug}` && props.page) {
    return { ...props, page: parseContentPage(content) ?? props.page };
  }
  if (slug === SITE_SETTINGS_SLUG && props.shell) {
    return { ...props, shell: { ...props.shell, copy: parseSiteCopy(content) } };
  }
  if (slug === POPUP_SETTINGS_SLUG && props.shell) {
    return {
      ...props,
      shell: { ...props.shell, discountPopup: parseDiscountPopupSettings(content) },
    };
  }
  return null;
}

/**
 * True for a message the shop may act on: sent by the window that frames it, from the configured
 * editor origin. The bridge itself acts on any message (it never checks `event.origin`), so the
 * shop stops every other one before the bridge sees it.
 */
export function isEditorMessage(
  origin: string,
  fromParent: boolean,
  editorOrigin: string,
): boolean {
  return fromParent && origin === editorOrigin;
}

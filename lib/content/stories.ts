/**
 * Loaders for the marketing stories: the home story, the content pages under `pages/`, and the
 * navigation/footer copy of the global-settings story. Published reads go through the client's
 * memory cache (SPEC §4); draft reads flush it first (`getStory`).
 */
import { getAllStories, getStory, type ContentVersion } from '@/lib/content/client';
import {
  parseHomeCopy,
  parseSiteCopy,
  SITE_COPY_DEFAULTS,
  type HomeCopy,
  type SiteCopy,
} from '@/lib/content/copy';
import { GLOBAL_SETTINGS_SLUG } from '@/lib/content/settings';
import { parseContentPage, type ContentPage } from '@/lib/content/page';

export * from '@/lib/content/page';

type Content = Record<string, unknown>;

export const HOME_SLUG = 'home';
export const PAGES_FOLDER = 'pages/';

/** The home story's copy; null when the story is missing (the page is a 404). */
export async function getHomeCopy(version: ContentVersion = 'published'): Promise<HomeCopy | null> {
  const story = await getStory(HOME_SLUG, version);
  return parseHomeCopy(story?.content as Content | undefined);
}

/** A content page by slug (`about` for `pages/about`); null when missing. */
export async function getContentPage(
  slug: string,
  version: ContentVersion = 'published',
): Promise<ContentPage | null> {
  if (!/^[a-z0-9][a-z0-9_-]*$/.test(slug)) return null;
  const story = await getStory(`${PAGES_FOLDER}${slug}`, version);
  return parseContentPage(story?.content as Content | undefined);
}

/** Slugs of the published content pages (for static generation). */
export async function listContentPageSlugs(): Promise<string[]> {
  const stories = await getAllStories({ starts_with: PAGES_FOLDER });
  return stories.map((s) => s.full_slug.slice(PAGES_FOLDER.length)).filter((s) => s !== '');
}

/**
 * Navigation and footer copy. The settings story is not critical: when it is missing or the
 * content service fails, the defaults are used and the reason logged.
 */
export async function getSiteCopy(version: ContentVersion = 'published'): Promise<SiteCopy> {
  try {
    const story = await getStory(GLOBAL_SETTINGS_SLUG, version);
    if (!story) console.warn('[content] global settings story missing; default navigation');
    return parseSiteCopy(story?.content as Content | undefined);
  } catch (error) {
    console.warn('[content] global settings unavailable; default navigation', error);
    return SITE_COPY_DEFAULTS;
  }
}

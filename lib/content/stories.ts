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

export const HOME_SLUG = 'home';
export const PAGES_FOLDER = 'pages/';

type Content = Record<string, unknown>;

/** A Storyblok rich-text document (the renderer validates node by node). */
export interface RichTextDoc {
  type: 'doc';
  content: unknown[];
}

export interface ContentPage {
  title: string;
  seoDescription: string | null;
  sections: { id: string; heading: string | null; text: RichTextDoc | null }[];
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A rich-text field; a plain string (older content) becomes one paragraph. */
export function toRichText(value: unknown): RichTextDoc | null {
  if (typeof value === 'string') {
    return value.trim() === ''
      ? null
      : { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }] };
  }
  if (typeof value !== 'object' || value === null) return null;
  const doc = value as Content;
  return doc.type === 'doc' && Array.isArray(doc.content)
    ? { type: 'doc', content: doc.content }
    : null;
}

/** A page story's content, or null when it has no title (treated as missing). */
export function parseContentPage(content: Content | null | undefined): ContentPage | null {
  const title = str(content?.title);
  if (!content || !title) return null;
  const body = Array.isArray(content.body) ? content.body : [];
  return {
    title,
    seoDescription: str(content.seo_description),
    sections: body.flatMap((entry: unknown, index) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const section = entry as Content;
      if (section.component !== 'text_section') return [];
      return [
        {
          id: str(section._uid) ?? String(index),
          heading: str(section.heading),
          text: toRichText(section.text),
        },
      ];
    }),
  };
}

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

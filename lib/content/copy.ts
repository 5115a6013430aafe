/**
 * Marketing copy from Storyblok stories: the home page's hero and story sections, the
 * navigation and the footer (global-settings story). Parsers are pure and never throw: a missing
 * or malformed field is left out (or falls back), and every link is checked before it is used.
 */
import * as v from 'valibot';
import { SITE_COPY_DEFAULTS, type CopyLink, type HomeCopy, type SiteCopy } from './copy-types';
import { AnyField, field, listOf, readContent, Text, TextField } from './fields';
import { editableOf } from './editable';
import { isPlainAddress, safeHref } from './safe-href';

export * from './copy-types';
export { safeHref } from './safe-href';

type Content = Record<string, unknown>;

const HERO_IMAGE_FALLBACK = '/images/hero.webp';

function copyLink(label: string | null, target: unknown): CopyLink | null {
  const href = safeHref(target);
  return label && href ? { label, href } : null;
}

/** The `{ label, link }` entries of a link list field; `links` keeps those with a safe link. */
const LinkList = listOf(v.object({ label: Text, link: AnyField }));

function links(entries: { label: string; link?: unknown }[]): CopyLink[] {
  return entries.flatMap(({ label, link }) => copyLink(label, link) ?? []);
}

/** An image asset usable by next/image: a site path or a Storyblok asset URL. */
function imageSrc(filename: string | null): string | null {
  if (!filename) return null;
  if (filename.startsWith('/') && !filename.startsWith('//')) return filename;
  return /^https:\/\/a\.storyblok\.com\//.test(filename) ? filename : null;
}

const AssetField = field(v.object({ filename: TextField, alt: TextField }));

const StoryPoint = v.object({ title: Text, text: Text, _editable: v.optional(v.unknown()) });

/** The home story's fields. */
const HomeContent = v.object({
  hero_eyebrow: TextField,
  hero_title: TextField,
  hero_title_emphasis: TextField,
  hero_text: TextField,
  hero_image: AssetField,
  hero_cta_label: TextField,
  hero_cta_link: AnyField,
  hero_secondary_cta_label: TextField,
  hero_secondary_cta_link: AnyField,
  story_eyebrow: TextField,
  story_heading: TextField,
  story_points: listOf(StoryPoint),
  seo_title: TextField,
  seo_description: TextField,
});

/** The home story's content, or null when there is no usable hero title. */
export function parseHomeCopy(content: Content | null | undefined): HomeCopy | null {
  const c = readContent(HomeContent, content);
  if (!c.hero_title) return null;
  const editable = editableOf(content);
  return {
    hero: {
      ...editable,
      eyebrow: c.hero_eyebrow,
      title: c.hero_title,
      titleEmphasis: c.hero_title_emphasis,
      text: c.hero_text,
      image: {
        src: imageSrc(c.hero_image?.filename ?? null) ?? HERO_IMAGE_FALLBACK,
        alt: c.hero_image?.alt ?? '',
      },
      primary: copyLink(c.hero_cta_label, c.hero_cta_link),
      secondary: copyLink(c.hero_secondary_cta_label, c.hero_secondary_cta_link),
    },
    story: {
      ...editable,
      eyebrow: c.story_eyebrow,
      heading: c.story_heading,
      points: c.story_points.map(({ title, text, _editable }) => ({
        title,
        text,
        ...editableOf({ _editable }),
      })),
    },
    seo: { title: c.seo_title, description: c.seo_description },
  };
}

/** The global-settings story's navigation and footer fields. */
const SiteContent = v.object({
  nav_links: LinkList,
  footer_brand: TextField,
  footer_blurb: TextField,
  footer_shop_heading: TextField,
  footer_shop_links: LinkList,
  footer_help_heading: TextField,
  footer_help_items: listOf(v.pipe(v.string(), v.nonEmpty())),
  footer_help_links: LinkList,
  footer_email: TextField,
  footer_legal: TextField,
});

/** Navigation and footer words from the global-settings story, with defaults for gaps. */
export function parseSiteCopy(content: Content | null | undefined): SiteCopy {
  if (!content) return SITE_COPY_DEFAULTS;
  const d = SITE_COPY_DEFAULTS.footer;
  const c = readContent(SiteContent, content);
  const navigation = links(c.nav_links);
  return {
    ...editableOf(content),
    navigation: navigation.length > 0 ? navigation : SITE_COPY_DEFAULTS.navigation,
    footer: {
      brand: c.footer_brand ?? d.brand,
      blurb: c.footer_blurb,
      shopHeading: c.footer_shop_heading ?? d.shopHeading,
      shopLinks: links(c.footer_shop_links),
      helpHeading: c.footer_help_heading ?? d.helpHeading,
      helpItems: c.footer_help_items,
      helpLinks: links(c.footer_help_links),
      email: c.footer_email && isPlainAddress(c.footer_email) ? c.footer_email : null,
      legal: c.footer_legal,
    },
  };
}

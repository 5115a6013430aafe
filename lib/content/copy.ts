/**
 * Marketing copy from Storyblok stories (issue 9): the home page's hero and story sections, the
 * navigation and the footer (global-settings story). Parsers are pure and never throw: a missing
 * or malformed field is left out (or falls back), and every link is checked before it is used.
 */
import { isValidEmail } from '@/lib/consent/email';

type Content = Record<string, unknown>;

export interface CopyLink {
  label: string;
  href: string;
}

export interface HomeCopy {
  hero: {
    eyebrow: string | null;
    title: string;
    titleEmphasis: string | null;
    text: string | null;
    image: { src: string; alt: string };
    primary: CopyLink | null;
    secondary: CopyLink | null;
  };
  story: {
    eyebrow: string | null;
    heading: string | null;
    points: { title: string; text: string }[];
  };
}

export interface FooterCopy {
  brand: string;
  blurb: string | null;
  shopHeading: string;
  shopLinks: CopyLink[];
  helpHeading: string;
  helpItems: string[];
  helpLinks: CopyLink[];
  email: string | null;
  legal: string | null;
}

export interface SiteCopy {
  navigation: CopyLink[];
  footer: FooterCopy;
}

const HERO_IMAGE_FALLBACK = '/images/hero.webp';

function text(content: Content, key: string): string | null {
  const value = content[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function objects(value: unknown): Content[] {
  return Array.isArray(value)
    ? value.filter((v): v is Content => typeof v === 'object' && v !== null && !Array.isArray(v))
    : [];
}

/**
 * An address the footer may link with mailto: the SPEC §5 email check, and only the characters an
 * address needs. CMS text becomes a link here: quotes or angle brackets in it are a mistake or an
 * attack, not an address.
 */
const isPlainAddress = (value: string): boolean =>
  isValidEmail(value) && /^[\w.%+-]+@[\w.-]+$/.test(value);

/**
 * A link target from a Storyblok multilink or a string: a site path, an in-page anchor, an
 * https URL or a mailto address; anything else (javascript:, //host, data:) is refused.
 */
export function safeHref(value: unknown): string | null {
  let raw: unknown = value;
  if (typeof value === 'object' && value !== null) {
    const link = value as Content;
    raw = text(link, 'cached_url') ?? text(link, 'url');
    if (typeof raw === 'string' && link.linktype === 'story' && !raw.startsWith('/'))
      raw = `/${raw}`;
  }
  if (typeof raw !== 'string') return null;
  const href = raw.trim();
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) return href;
  if (/^#[\w-]*$/.test(href)) return href;
  if (/^https:\/\/[^\s/\\]+/i.test(href)) return href;
  if (/^mailto:/i.test(href) && isPlainAddress(href.slice('mailto:'.length))) return href;
  return null;
}

function copyLink(label: string | null, target: unknown): CopyLink | null {
  const href = safeHref(target);
  return label && href ? { label, href } : null;
}

function linkList(value: unknown): CopyLink[] {
  return objects(value).flatMap((entry) => copyLink(text(entry, 'label'), entry.link) ?? []);
}

/** An image asset usable by next/image: a site path or a Storyblok asset URL. */
function imageSrc(asset: unknown): string | null {
  if (typeof asset !== 'object' || asset === null) return null;
  const filename = text(asset as Content, 'filename');
  if (!filename) return null;
  if (filename.startsWith('/') && !filename.startsWith('//')) return filename;
  return /^https:\/\/a\.storyblok\.com\//.test(filename) ? filename : null;
}

/** The home story's content, or null when there is no usable hero title. */
export function parseHomeCopy(content: Content | null | undefined): HomeCopy | null {
  const c = content ?? {};
  const title = text(c, 'hero_title');
  if (!title) return null;
  const asset = c.hero_image as Content | undefined;
  return {
    hero: {
      eyebrow: text(c, 'hero_eyebrow'),
      title,
      titleEmphasis: text(c, 'hero_title_emphasis'),
      text: text(c, 'hero_text'),
      image: {
        src: imageSrc(asset) ?? HERO_IMAGE_FALLBACK,
        alt: (asset && text(asset, 'alt')) ?? '',
      },
      primary: copyLink(text(c, 'hero_cta_label'), c.hero_cta_link),
      secondary: copyLink(text(c, 'hero_secondary_cta_label'), c.hero_secondary_cta_link),
    },
    story: {
      eyebrow: text(c, 'story_eyebrow'),
      heading: text(c, 'story_heading'),
      points: objects(c.story_points).flatMap((p) => {
        const pointTitle = text(p, 'title');
        const pointText = text(p, 'text');
        return pointTitle && pointText ? [{ title: pointTitle, text: pointText }] : [];
      }),
    },
  };
}

/** Used when the global-settings story is missing (logged by the loader). */
export const SITE_COPY_DEFAULTS: SiteCopy = {
  navigation: [
    { label: 'Shop all', href: '/#shop' },
    { label: 'Subscriptions', href: '/products/coffee-of-the-month-subscription' },
    { label: 'Our story', href: '/#story' },
  ],
  footer: {
    brand: 'Morrow & Co.',
    blurb: null,
    shopHeading: 'Shop',
    shopLinks: [{ label: 'All products', href: '/#shop' }],
    helpHeading: 'Help',
    helpItems: [],
    helpLinks: [],
    email: null,
    legal: null,
  },
};

/** Navigation and footer words from the global-settings story, with defaults for gaps. */
export function parseSiteCopy(content: Content | null | undefined): SiteCopy {
  if (!content) return SITE_COPY_DEFAULTS;
  const d = SITE_COPY_DEFAULTS.footer;
  const navigation = linkList(content.nav_links);
  const email = text(content, 'footer_email');
  return {
    navigation: navigation.length > 0 ? navigation : SITE_COPY_DEFAULTS.navigation,
    footer: {
      brand: text(content, 'footer_brand') ?? d.brand,
      blurb: text(content, 'footer_blurb'),
      shopHeading: text(content, 'footer_shop_heading') ?? d.shopHeading,
      shopLinks: linkList(content.footer_shop_links),
      helpHeading: text(content, 'footer_help_heading') ?? d.helpHeading,
      helpItems: Array.isArray(content.footer_help_items)
        ? content.footer_help_items.filter((i): i is string => typeof i === 'string' && i !== '')
        : [],
      helpLinks: linkList(content.footer_help_links),
      email: email && isPlainAddress(email) ? email : null,
      legal: text(content, 'footer_legal'),
    },
  };
}

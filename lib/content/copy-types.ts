/**
 * The shapes of the CMS marketing copy and the navigation and footer used without a
 * global-settings story. No parsing here: the header and footer import these on every page.
 */

import type { BlokAttributes } from './editable';

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
    /** Draft only: the home blok's click-to-edit attributes. */
    blok?: BlokAttributes;
  };
  story: {
    eyebrow: string | null;
    heading: string | null;
    points: { title: string; text: string; blok?: BlokAttributes }[];
    blok?: BlokAttributes;
  };
  /** The story's search-engine title and description (`seo_title`, `seo_description`), if set. */
  seo: { title: string | null; description: string | null };
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
  /** Draft only: the global-settings blok's click-to-edit attributes (navigation and footer). */
  blok?: BlokAttributes;
}

/** Used when the global-settings story is missing (logged by the loader). */
export const SITE_COPY_DEFAULTS: SiteCopy = {
  navigation: [
    { label: 'Shop all', href: '/collections' },
    { label: 'Subscriptions', href: '/collections/subscriptions' },
    { label: 'Our story', href: '/#story' },
  ],
  footer: {
    brand: 'Morrow & Co.',
    blurb: null,
    shopHeading: 'Shop',
    shopLinks: [{ label: 'All products', href: '/collections' }],
    helpHeading: 'Help',
    helpItems: [],
    helpLinks: [],
    email: null,
    legal: null,
  },
};

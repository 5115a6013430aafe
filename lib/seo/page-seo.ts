/**
 * A page's head for search engines and link previews, built on the server (getStaticProps,
 * getServerSideProps) as plain data: title, meta tags, canonical URL and JSON-LD text. The
 * browser gets only the data and components/seo/PageSeo.tsx, which writes it into the head:
 * none of this code reaches a first load.
 */
import type { ShellProps } from '@/lib/page-data/shell-props';
import { serializeJsonLd, type JsonLdItem } from './json-ld';
import { absoluteUrl } from './site-url';

/** One `<meta>`: `name` for the standard and Twitter tags, `property` for Open Graph's. */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

export interface PageSeoData {
  /** The document title, with the shop's name. */
  title: string;
  meta: MetaTag[];
  /** Absolute canonical URL on the site URL; null on pages kept out of search engines. */
  canonical: string | null;
  /** JSON-LD as script text, already escaped for HTML (json-ld.ts); null when there is none. */
  jsonLd: string | null;
}

/** What every page's head shares: the shop's name and words, and whether this is a draft. */
export interface SeoContext {
  shopName: string;
  /** The shop's own description: a page with none of its own uses it. */
  shopDescription: string | null;
  /** Draft (preview) content: never indexed. */
  draft: boolean;
}

export interface SeoImage {
  /** Absolute (the platform's CDN) or a site path. */
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface PageSeoInput {
  /** The page's own title, without the shop's name (a title that has it is kept as it is). */
  title: string;
  /** Candidates in order of preference (e.g. the platform's SEO description, then the text). */
  description: ReadonlyArray<string | null | undefined>;
  /** The canonical path (`/products/x`); for a variant or a sorted view, the plain page's. */
  path: string;
  image?: SeoImage | null;
  noindex?: boolean;
  ogType?: 'website' | 'product' | 'article';
  /** Further Open Graph tags, e.g. a product's `product:price:amount`. */
  meta?: MetaTag[];
  jsonLd?: JsonLdItem[];
}

/** Search snippets show about this many characters. */
export const DESCRIPTION_MAX = 160;

/** The SEO context of a page from its shell props (the CMS's global settings). */
export function seoContext(shell: Pick<ShellProps, 'copy' | 'draft'>): SeoContext {
  return {
    shopName: shell.copy.footer.brand,
    shopDescription: shell.copy.footer.blurb,
    draft: shell.draft,
  };
}

/** `<title> | <shop>`, unless the title names the shop already (a platform SEO title may). */
export function documentTitle(title: string, shopName: string): string {
  const own = collapse(title);
  if (!own) return shopName;
  return own.toLowerCase().includes(shopName.toLowerCase()) ? own : `${own} | ${shopName}`;
}

function collapse(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The first candidate with text, whitespace collapsed, cut at a word before DESCRIPTION_MAX
 * characters (with an ellipsis) when longer; null when none has text.
 */
export function metaDescription(
  candidates: ReadonlyArray<string | null | undefined>,
): string | null {
  const text = candidates.map(collapse).find(Boolean);
  if (!text) return null;
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

function imageMeta(image: SeoImage, alt: string): MetaTag[] {
  const url = absoluteUrl(image.url);
  const tags: MetaTag[] = [
    { property: 'og:image', content: url },
    { property: 'og:image:alt', content: collapse(image.altText) || alt },
  ];
  if (image.width && image.height) {
    tags.push({ property: 'og:image:width', content: String(image.width) });
    tags.push({ property: 'og:image:height', content: String(image.height) });
  }
  return [
    ...tags,
    { name: 'twitter:image', content: url },
    { name: 'twitter:image:alt', content: collapse(image.altText) || alt },
  ];
}

/** The head of one page: see PageSeoInput. Drafts and `noindex` pages get no canonical. */
export function pageSeo(context: SeoContext, input: PageSeoInput): PageSeoData {
  const noindex = Boolean(input.noindex) || context.draft;
  const title = documentTitle(input.title, context.shopName);
  const description = metaDescription([...input.description, context.shopDescription]);
  const url = absoluteUrl(input.path);
  const meta: MetaTag[] = [];
  if (description) meta.push({ name: 'description', content: description });
  if (noindex) meta.push({ name: 'robots', content: 'noindex' });
  meta.push(
    { property: 'og:site_name', content: context.shopName },
    { property: 'og:type', content: input.ogType ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_GB' },
  );
  if (description) meta.push({ property: 'og:description', content: description });
  meta.push(
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
  );
  if (description) meta.push({ name: 'twitter:description', content: description });
  if (input.image) meta.push(...imageMeta(input.image, collapse(input.title)));
  meta.push(...(input.meta ?? []));
  return {
    title,
    meta,
    canonical: noindex ? null : url,
    jsonLd: input.jsonLd?.length ? serializeJsonLd(input.jsonLd) : null,
  };
}

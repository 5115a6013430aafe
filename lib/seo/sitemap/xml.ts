/**
 * The sitemap protocol's two documents (https://www.sitemaps.org/protocol.html): a `<urlset>` of
 * pages and a `<sitemapindex>` of sitemaps. Every location is an absolute URL, entity-escaped: a
 * shard's URL carries its cursor in the query, and `&`, `<` or a quote in a URL would otherwise
 * break the document.
 */

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** ISO 8601 date-time of the last change; left out when nothing better than a guess is known. */
  lastmod?: string | null;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** XML text with the five predefined entities escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** A W3C date-time (`2024-11-01T12:00:00.000Z`) for a date string; null for an unreadable one. */
export function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** The latest of some dates (ISO strings), or null when none is readable. */
export function latestDate(values: Iterable<string | null | undefined>): string | null {
  let latest = -Infinity;
  for (const value of values) {
    const ms = value ? Date.parse(value) : NaN;
    if (ms > latest) latest = ms;
  }
  return Number.isFinite(latest) ? new Date(latest).toISOString() : null;
}

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = w3cDate(entry.lastmod);
  const date = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${date}</${tag}>`;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>`: one sitemap's pages. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const body = entries.map((e) => entryXml('url', e)).join('\n');
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}">\n${body}\n</urlset>\n`;
}

/** A `<sitemapindex>`: the sitemaps. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  const body = entries.map((e) => entryXml('sitemap', e)).join('\n');
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${body}\n</sitemapindex>\n`;
}

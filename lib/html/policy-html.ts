/**
 * A shop policy's HTML (written in Shopify's admin, sent as `ShopPolicy.body`), reduced with
 * sanitize-html to what a legal text needs. Like the product descriptions (./sanitize.ts) it runs
 * in getStaticProps, so the library never reaches the browser; a policy keeps more: headings,
 * tables and mailto/tel links.
 */
import sanitizeHtml from 'sanitize-html';
import { DROP_WITH_CONTENT } from './sanitize';

/**
 * The anchors the shop itself links to inside a policy (the consent banner's `#cookies`). Any other
 * id goes: an element id becomes a global of the page (`window.<id>`), and a policy naming one the
 * vendor scripts look up (`fbq`, `pintrk`…) would break or hijack them (DOM clobbering).
 */
export const POLICY_ANCHORS: ReadonlySet<string> = new Set(['cookies']);

const HEADINGS = ['h2', 'h3', 'h4'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'br',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href'], h2: ['id'], h3: ['id'], h4: ['id'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  nonTextTags: DROP_WITH_CONTENT,
  transformTags: {
    // The page's title is its h1; a heading in the body sits under it.
    h1: heading('h2'),
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, heading(tag)])),
    a: (tagName, { href }): sanitizeHtml.Tag => ({
      tagName,
      attribs: href === undefined ? {} : { href: href.trim() },
    }),
  },
};

/** A heading keeps only an id the shop links to. */
function heading(tagName: string): sanitizeHtml.Transformer {
  return (_, { id }): sanitizeHtml.Tag => {
    const attribs: sanitizeHtml.Attributes = {};
    if (id !== undefined && POLICY_ANCHORS.has(id)) attribs.id = id;
    return { tagName, attribs };
  };
}

/**
 * Returns `html` reduced to h2–h4 (an h1 becomes h2), p, lists, strong/em/b/i, br, blockquote,
 * tables (th keeps `scope`) and links with an http(s), mailto or tel href. Headings keep an id only
 * when it is one of POLICY_ANCHORS. Every other attribute goes; unknown tags are unwrapped (their
 * text kept), code and chrome (script, style, svg, iframe, form…) removed with their content.
 * Null or '' gives ''.
 */
export function sanitizePolicyHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether the sanitised body carries the `#cookies` anchor itself. */
export function hasCookiesAnchor(cleanHtml: string): boolean {
  return /<h[2-4] id="cookies">/.test(cleanHtml);
}

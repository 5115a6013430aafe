/**
 * Product description HTML, reduced to a small allow-list with sanitize-html. It runs in
 * getStaticProps (server, build/ISR time), so the library never reaches the browser bundle.
 */
import sanitizeHtml from 'sanitize-html';

/** Stripped block-level tags leave a space behind so words from adjacent blocks don't run together. */
const BLOCK = [
  'div',
  'section',
  'article',
  'header',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'table',
  'tr',
  'td',
  'th',
  'dl',
  'dt',
  'dd',
  'hr',
  'figure',
  'figcaption',
  'pre',
];

/**
 * Elements whose content is code or UI chrome, never text for a shopper: dropped with everything
 * inside. The library's default list (script, style, textarea, option, xmp) is too short: an
 * unlisted element such as svg would be unwrapped and its text kept.
 */
export const DROP_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'option',
  'title',
  'svg',
  'math',
  'select',
  'head',
  'frame',
  'frameset',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'button',
  'form',
];

const OPTIONS: sanitizeHtml.IOptions = {
  // The block tags pass the library only to be unwrapped below: they carry no attributes, so the
  // output spells them exactly `<div>`, `</div>` or `<hr />`.
  allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a', ...BLOCK],
  allowedAttributes: { a: ['href'] },
  // The library's default also allows ftp, mailto and tel; a product description links to pages.
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: true,
  nonTextTags: DROP_WITH_CONTENT,
  // A blank href would link to the page itself: it goes (an empty value is dropped by the library).
  transformTags: {
    a: (tagName, { href }): sanitizeHtml.Tag => ({
      tagName,
      attribs: href === undefined ? {} : { href: href.trim() },
    }),
  },
};

const BLOCK_TAG = new RegExp(`</?(?:${BLOCK.join('|')})(?: /)?>`);

/** Removes the block tags, leaving one space where words would otherwise touch. */
function unwrapBlocks(html: string): string {
  return html.split(BLOCK_TAG).reduce((out, part) => {
    const gap = out !== '' && !/[\s>]$/.test(out) ? ' ' : '';
    return out + gap + part;
  });
}

/**
 * Returns `html` reduced to p, ul, ol, li, strong, em, br and links with an http(s) or relative
 * href. Every other attribute goes; other tags are unwrapped (their text kept), except code and
 * chrome (script, style, svg, math, iframe, form…), removed with their content. Entities come
 * back decoded ("&eacute;" → "é"; `&`, `<`, `>` and quotes re-escaped), since the library decodes
 * them to check link schemes as the browser reads them. Unclosed tags are closed; a stray `</p>`
 * (which the HTML parser turns into an empty paragraph) leaves nothing. Null or '' gives ''.
 */
export function sanitizeDescriptionHtml(html: string | null | undefined): string {
  if (!html) return '';
  const clean = sanitizeHtml(html, OPTIONS).replaceAll('<br />', '<br>').replaceAll('<p></p>', '');
  return unwrapBlocks(clean).trim();
}

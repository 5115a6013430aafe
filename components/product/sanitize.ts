/**
 * A small allow-list HTML sanitiser for product descriptions. It runs at build time (in
 * getStaticProps, no DOM available), so it tokenises the markup itself instead of relying on a
 * browser parser.
 *
 * Kept: p, ul, ol, li, strong, em, br, and a with an http(s) or relative href. Every attribute
 * other than that href is dropped (so no event handlers, styles or classes survive). Any other
 * tag is removed but its text is kept, except for elements whose content is code or UI chrome
 * (script, style, iframe, svg, …), which are removed with their content. Comments, doctypes and
 * processing instructions are removed. The output is balanced: stray end tags are dropped and
 * open tags are closed at the end.
 */

const ALLOWED = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a']);
const VOID = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'wbr',
  'source',
  'col',
  'area',
  'base',
  'embed',
  'param',
  'track',
]);

/** Elements whose content is never text for a shopper to read: dropped with everything inside. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
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
]);
/** Of those, the ones the HTML parser reads as raw text (no tags inside, up to the end tag). */
const RAW_TEXT = new Set([
  'script',
  'style',
  'iframe',
  'textarea',
  'title',
  'noembed',
  'noframes',
  'xmp',
  'noscript',
  'plaintext',
]);

/** Stripped block-level tags leave a space behind so words from adjacent blocks don't run together. */
const BLOCK = new Set([
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
]);

const TAG_NAME = /^[a-zA-Z][a-zA-Z0-9-]*/;
// name, then an optional value: "double", 'single' or unquoted.
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Escapes text but keeps character references that are already well formed. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * True when an href is safe to keep: http(s) URLs and relative references. Entities are decoded
 * and whitespace/control characters removed first, as a browser would, so `jav&#x61;script:` or
 * `java\nscript:` cannot sneak through.
 */
export function isSafeHref(raw: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme ("java\nscript:").
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  if (href === '') return false;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(href);
  if (!scheme) return true; // relative: path, query, fragment or protocol-relative
  const name = scheme[1]!.toLowerCase();
  return name === 'http' || name === 'https';
}

interface Tag {
  name: string;
  end: boolean;
  selfClosing: boolean;
  attributes: Map<string, string>;
}

/** Reads the tag starting at `start` (which holds '<'); returns null when it is not a tag. */
function readTag(html: string, start: number): { tag: Tag; next: number } | null {
  let i = start + 1;
  const end = html[i] === '/';
  if (end) i += 1;
  const nameMatch = TAG_NAME.exec(html.slice(i));
  if (!nameMatch) return null;
  const name = nameMatch[0].toLowerCase();
  i += nameMatch[0].length;
  // Find the closing '>' outside quotes.
  let quote: string | null = null;
  let j = i;
  for (; j < html.length; j += 1) {
    const ch = html[j];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '>') {
      break;
    }
  }
  const body = html.slice(i, j);
  const attributes = new Map<string, string>();
  if (!end) {
    for (const m of body.matchAll(ATTRIBUTE)) {
      const key = m[1]!.toLowerCase();
      if (!attributes.has(key)) attributes.set(key, m[2] ?? m[3] ?? m[4] ?? '');
    }
  }
  return {
    tag: { name, end, selfClosing: /\/\s*$/.test(body), attributes },
    next: Math.min(j + 1, html.length),
  };
}

/**
 * Returns `html` reduced to the allowed tags (see the module comment). Pure and deterministic;
 * empty or non-string-like input gives ''.
 */
export function sanitizeDescriptionHtml(html: string | null | undefined): string {
  if (!html) return '';
  let out = '';
  const open: string[] = [];
  const dropping: string[] = [];
  let i = 0;

  const pushSpace = () => {
    if (out !== '' && !/[\s>]$/.test(out)) out += ' ';
  };

  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      if (dropping.length === 0) out += escapeText(html.slice(i));
      break;
    }
    if (lt > i && dropping.length === 0) out += escapeText(html.slice(i, lt));

    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const close = html.indexOf('>', lt);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const read = readTag(html, lt);
    if (!read) {
      // A '<' that starts no tag is text.
      if (dropping.length === 0) out += '&lt;';
      i = lt + 1;
      continue;
    }
    const { tag, next } = read;
    i = next;

    if (dropping.length > 0) {
      const top = dropping[dropping.length - 1];
      if (tag.end && tag.name === top) dropping.pop();
      else if (!tag.end && !tag.selfClosing && tag.name === top) dropping.push(tag.name);
      continue;
    }

    if (!tag.end && DROP_WITH_CONTENT.has(tag.name)) {
      if (RAW_TEXT.has(tag.name)) {
        const closeAt = html.toLowerCase().indexOf(`</${tag.name}`, i);
        if (closeAt === -1) {
          i = html.length;
        } else {
          const gt = html.indexOf('>', closeAt);
          i = gt === -1 ? html.length : gt + 1;
        }
      } else if (!tag.selfClosing && !VOID.has(tag.name)) {
        dropping.push(tag.name);
      }
      continue;
    }

    if (!ALLOWED.has(tag.name)) {
      if (BLOCK.has(tag.name)) pushSpace();
      continue;
    }

    if (tag.name === 'br') {
      if (!tag.end) out += '<br>';
      continue;
    }

    if (tag.end) {
      const at = open.lastIndexOf(tag.name);
      if (at === -1) continue; // stray end tag
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }

    if (tag.name === 'a') {
      const href = tag.attributes.get('href');
      out +=
        href !== undefined && isSafeHref(href)
          ? `<a href="${escapeAttribute(decodeEntities(href.trim()))}">`
          : '<a>';
    } else {
      out += `<${tag.name}>`;
    }
    if (tag.selfClosing) out += `</${tag.name}>`;
    else open.push(tag.name);
  }

  while (open.length > 0) out += `</${open.pop()}>`;
  return out.trim();
}

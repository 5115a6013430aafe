/**
 * A stand-in for Storyblok's Visual Editor: `GET /editor?path=/` frames the shop's page with the
 * `_storyblok` and `_storyblok_tk` parameters the real editor adds (a valid token, signed with the
 * space's preview token), answers the bridge as the editor does (`initialized` → `enterEditmode`,
 * `ping` → `pingBack`, `edit` → shows the block), and sends `input` with the edited story as
 * fields are typed, `change` on Save (the draft is stored) and `published` on its button.
 * Test switches: `shop=<origin>` (default PLATFORM_SHOP_URL), `tk=wrong|old` (a bad token).
 */
import { createHash } from 'node:crypto';

export interface EditorPageInput {
  /** The editor page's own URL. */
  url: URL;
  shopUrl: string;
  spaceId: number;
  previewToken: string;
  /** The draft story the path shows, as the content API returns it (or null: none). */
  story: (slug: string) => Promise<{ id: number; full_slug: string; content: object } | null>;
  now?: () => number;
}

/** The story a shop path shows: `/` the home story, `/pages/x` the `pages/x` story. */
export function storySlugOf(path: string): string | null {
  if (path === '/') return 'home';
  const page = /^\/pages\/([a-z0-9][a-z0-9_-]*)$/.exec(path);
  return page ? `pages/${page[1]}` : null;
}

/** The framed URL: the shop page with the editor's parameters, signed as Storyblok signs them. */
export function previewUrl(
  shop: string,
  path: string,
  params: {
    storyId: number;
    spaceId: number;
    previewToken: string;
    timestamp: number;
    tk?: string;
  },
): string {
  const timestamp = String(params.tk === 'old' ? params.timestamp - 7200 : params.timestamp);
  const token =
    params.tk === 'wrong'
      ? '0'.repeat(40)
      : createHash('sha1')
          .update(`${params.spaceId}:${params.previewToken}:${timestamp}`)
          .digest('hex');
  const url = new URL(path, shop);
  url.searchParams.set('_storyblok', String(params.storyId));
  url.searchParams.set('_storyblok_tk[space_id]', String(params.spaceId));
  url.searchParams.set('_storyblok_tk[timestamp]', timestamp);
  url.searchParams.set('_storyblok_tk[token]', token);
  url.searchParams.set('_storyblok_release', '0');
  return url.toString();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The editor page. */
export async function editorPage(input: EditorPageInput): Promise<Response> {
  const path = input.url.searchParams.get('path') ?? '/';
  const slug = storySlugOf(path);
  const story = slug ? await input.story(slug) : null;
  let shop: string;
  try {
    shop = new URL(input.url.searchParams.get('shop') ?? input.shopUrl).origin;
  } catch {
    return new Response('shop must be a URL', { status: 400 });
  }
  const src = previewUrl(shop, path, {
    storyId: story?.id ?? 0,
    spaceId: input.spaceId,
    previewToken: input.previewToken,
    timestamp: Math.floor((input.now ?? Date.now)() / 1000),
    tk: input.url.searchParams.get('tk') ?? '',
  });
  const fields = story
    ? Object.entries(story.content)
        // Storyblok's own keys (block type, ids) are not words a marketer edits.
        .filter(
          ([k, v]) => typeof v === 'string' && !['component', '_uid', '_editable'].includes(k),
        )
        .map(([k]) => k)
    : [];
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual Editor (local stand-in)</title>
<style>body{margin:0;font:14px system-ui;display:grid;grid-template-columns:1fr 320px;height:100vh}
iframe{width:100%;height:100%;border:0}aside{padding:12px;border-left:1px solid #ccc;overflow:auto}
label{display:block;margin:8px 0 2px}input,select{width:100%}</style></head>
<body><iframe title="Shop preview" src="${escapeHtml(src)}"></iframe>
<aside><h1>Visual Editor</h1><p>Story: ${escapeHtml(story?.full_slug ?? 'none')}</p>
<label for="field">Field</label><select id="field">${fields
    .map((f) => `<option>${escapeHtml(f)}</option>`)
    .join('')}</select>
<label for="value">Value</label><input id="value" autocomplete="off">
<p><button id="save" type="button">Save</button> <button id="publish" type="button">Send published</button></p>
<p>Bridge: <output id="bridge">waiting</output></p>
<p>Selected block: <output id="selected"></output></p></aside>
<script>${editorScript(shop, story)}</script></body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

function editorScript(shop: string, story: unknown): string {
  return `(() => {
const shop = ${scriptJson(shop)}; const story = ${scriptJson(story)};
const frame = document.querySelector('iframe');
const field = document.getElementById('field'); const value = document.getElementById('value');
const send = (message) => frame.contentWindow.postMessage(message, shop);
const showField = () => { value.value = story ? story.content[field.value] ?? '' : ''; };
field.addEventListener('change', showField); showField();
value.addEventListener('input', () => {
  if (!story) return;
  story.content = { ...story.content, [field.value]: value.value };
  // When the last edit left, for the browser test's input-to-paint figure.
  window.__editorSentAt = Date.now();
  send({ action: 'input', story });
});
document.getElementById('save').addEventListener('click', async () => {
  if (!story) return;
  await fetch('/__admin/draft', { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ full_slug: story.full_slug, content: story.content }) });
  send({ action: 'change', reload: true, storyId: story.id, slug: story.full_slug });
});
document.getElementById('publish').addEventListener('click', () => {
  if (story) send({ action: 'published', storyId: story.id, slug: story.full_slug, slugChanged: false });
});
window.addEventListener('message', (event) => {
  if (event.origin !== shop || event.source !== frame.contentWindow || !event.data) return;
  const { action } = event.data;
  if (action === 'initialized') document.getElementById('bridge').value = 'connected';
  if (action === 'initialized')
    send({ action: 'enterEditmode', reload: true, storyId: story ? story.id : 0, blockId: '', componentNames: {}, appVersion: 'v2' });
  if (action === 'ping') send({ action: 'pingBack' });
  if (action === 'edit' && event.data.dataC)
    document.getElementById('selected').value = event.data.dataC.uid + ' (' + event.data.dataC.name + ')';
});
})();`;
}

/** `GET /editor`: the page, its story read as the editor reads it (draft, preview token). */
export function editorRoute(
  request: Request,
  content: { handle(request: Request): Promise<Response>; spaceId: number },
  previewToken: string,
  shopUrl: string,
): Promise<Response> {
  return editorPage({
    url: new URL(request.url),
    shopUrl,
    spaceId: content.spaceId,
    previewToken,
    story: async (slug) => {
      const query = `version=draft&token=${encodeURIComponent(previewToken)}`;
      const res = await content.handle(
        new Request(`http://platform/v2/cdn/stories/${slug}?${query}`),
      );
      if (!res.ok) return null;
      return ((await res.json()) as { story: Awaited<ReturnType<EditorPageInput['story']>> }).story;
    },
  });
}

/**
 * Storyblok's click-to-edit attributes. In a draft read every blok carries `_editable`, an HTML
 * comment naming it (`<!--#storyblok#{"name":…,"space":…,"uid":…,"id":…}-->`); the Visual
 * Editor's bridge finds a clicked element's blok by the `data-blok-c` / `data-blok-uid`
 * attributes built from it, as `@storyblok/preview-bridge`'s `editableAttributes` builds them.
 * Computed where the content is parsed (the server, or the draft-only live-editing chunk), so
 * no page ships this code; published content has no `_editable`, hence no attributes.
 */

/** The attributes a CMS-driven element spreads onto itself. */
export interface BlokAttributes {
  'data-blok-c': string;
  'data-blok-uid': string;
}

const EDITABLE = /^<!--#storyblok#(.*?)-->$/s;

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && value.length <= 200 ? value : null;
}

/** The attributes of a blok's `_editable`, or null when it has none (or a malformed one). */
export function blokAttributes(editable: unknown): BlokAttributes | null {
  if (typeof editable !== 'string') return null;
  const json = EDITABLE.exec(editable.trim())?.[1];
  if (!json) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const data = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
    string,
    unknown
  >;
  const [name, uid, id] = [text(data.name), text(data.uid), text(data.id)];
  if (!name || !uid || !id) return null;
  const space = text(data.space);
  const blok = { name, ...(space ? { space } : {}), uid, id };
  return { 'data-blok-c': JSON.stringify(blok), 'data-blok-uid': `${id}-${uid}` };
}

/** `{ blok }` for a blok with `_editable`, else nothing: page props cannot hold `undefined`. */
export function editableOf(content: unknown): { blok?: BlokAttributes } {
  const editable =
    typeof content === 'object' && content !== null
      ? (content as { _editable?: unknown })._editable
      : undefined;
  const blok = blokAttributes(editable);
  return blok ? { blok } : {};
}

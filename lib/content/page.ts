/**
 * Content pages (`pages/<slug>` stories): title and rich-text sections. Parsing only, no content
 * client, so the draft-only live-editing chunk can parse an edited story as the server does.
 */
import { editableOf, type BlokAttributes } from './editable';

type Content = Record<string, unknown>;

/** A Storyblok rich-text document (the renderer validates node by node). */
export interface RichTextDoc {
  type: 'doc';
  content: unknown[];
}

export interface ContentPage {
  title: string;
  /** The search-engine title (`seo_title`), when the story sets one; else the title is used. */
  seoTitle?: string | null;
  seoDescription: string | null;
  sections: {
    id: string;
    heading: string | null;
    text: RichTextDoc | null;
    /**
     * `text` as HTML, rendered by the server (components/content/rich-text-html.ts), which then
     * sends no `text`; a live edit in the Visual Editor brings `text` and no `html`.
     */
    html?: string | null;
    blok?: BlokAttributes;
  }[];
  /** Draft only: the page blok's click-to-edit attributes. */
  blok?: BlokAttributes;
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A rich-text field; a plain string (older content) becomes one paragraph. */
export function toRichText(value: unknown): RichTextDoc | null {
  if (typeof value === 'string') {
    return value.trim() === ''
      ? null
      : { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }] };
  }
  if (typeof value !== 'object' || value === null) return null;
  const doc = value as Content;
  return doc.type === 'doc' && Array.isArray(doc.content)
    ? { type: 'doc', content: doc.content }
    : null;
}

/** A page story's content, or null when it has no title (treated as missing). */
export function parseContentPage(content: Content | null | undefined): ContentPage | null {
  const title = str(content?.title);
  if (!content || !title) return null;
  const body = Array.isArray(content.body) ? content.body : [];
  return {
    ...editableOf(content),
    title,
    ...(str(content.seo_title) ? { seoTitle: str(content.seo_title) } : {}),
    seoDescription: str(content.seo_description),
    sections: body.flatMap((entry: unknown, index) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const section = entry as Content;
      if (section.component !== 'text_section') return [];
      return [
        {
          id: str(section._uid) ?? String(index),
          heading: str(section.heading),
          text: toRichText(section.text),
          ...editableOf(section),
        },
      ];
    }),
  };
}

/**
 * Storyblok rich text as React elements: @storyblok/richtext normalises the document and names
 * each node's tag; text reaches React as text nodes (escaped), never as HTML, so nothing in the
 * CMS can inject markup. Only the tags below are rendered; any other node keeps just its children.
 *
 * Published pages do not ship this to the browser: the server renders it to HTML
 * (./rich-text-html.ts). The browser loads it only for the Visual Editor's live edits.
 */
import {
  normalizeNodes,
  processAttrs,
  resolveTag,
  type StoryblokRichTextMark,
  type StoryblokRichTextNodeWithKey,
} from '@storyblok/richtext';
import { createElement, type ReactNode } from 'react';
import { safeHref } from '@/lib/content/safe-href';
import type { RichTextDoc } from '@/lib/content/stories';

const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'a',
]);

function renderMark(mark: StoryblokRichTextMark & { _key?: string }, child: ReactNode): ReactNode {
  const tag = resolveTag(mark);
  if (!tag || !ALLOWED_TAGS.has(tag)) return child;
  if (tag !== 'a') return createElement(tag, { key: mark._key ?? mark.type }, child);
  const attrs = processAttrs(mark.type, (mark as { attrs?: Record<string, unknown> }).attrs);
  const href = safeHref(attrs.href);
  if (!href) return child;
  const external = href.startsWith('https://');
  return createElement(
    'a',
    { key: mark._key ?? mark.type, href, ...(external ? { rel: 'noopener noreferrer' } : {}) },
    child,
  );
}

function renderNode(node: StoryblokRichTextNodeWithKey): ReactNode {
  if (node.type === 'text') {
    const text = (node as { text?: unknown }).text;
    const plain = typeof text === 'string' ? text : '';
    return (node.marks ?? []).reduce<ReactNode>((child, mark) => renderMark(mark, child), plain);
  }
  const children = (node.content ?? []).map(renderNode);
  let tag = resolveTag(node);
  // A heading in a page body sits under the page's h1 and the section's h2.
  if (tag === 'h1') tag = 'h3';
  if (!tag || !ALLOWED_TAGS.has(tag)) return createElement('span', { key: node._key }, children);
  if (tag === 'br' || tag === 'hr') return createElement(tag, { key: node._key });
  return createElement(tag, { key: node._key }, children.length > 0 ? children : null);
}

/** The document's elements (the inside of `<RichText>`). */
export function richTextNodes(doc: RichTextDoc): ReactNode[] {
  return normalizeNodes(doc as Parameters<typeof normalizeNodes>[0], true).map(renderNode);
}

export function RichText({ doc, className }: { doc: RichTextDoc; className?: string }) {
  return <div className={className}>{richTextNodes(doc)}</div>;
}

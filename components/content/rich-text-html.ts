/**
 * Server only (getStaticProps): content pages' rich text as HTML, rendered once per build or
 * revalidation by the same renderer the Visual Editor's live edits use (./RichText.tsx), so the
 * renderer, its Storyblok helpers and the link checks stay out of the browser. The
 * HTML is React's own output: text escaped, only the renderer's tags, only safe links.
 */
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { richTextNodes } from '@/components/content/RichText';
import type { ContentPage } from '@/lib/content/page';

/** The page with each section's text rendered to `html` (and the document itself dropped). */
export function withRenderedText(page: ContentPage): ContentPage {
  return {
    ...page,
    sections: page.sections.map((section) => ({
      ...section,
      text: null,
      html: section.text
        ? renderToStaticMarkup(createElement(Fragment, null, ...richTextNodes(section.text)))
        : null,
    })),
  };
}

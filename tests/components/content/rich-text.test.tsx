// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText } from '@/components/content/RichText';
import { withRenderedText } from '@/components/content/rich-text-html';
import type { RichTextDoc } from '@/lib/content/stories';

afterEach(cleanup);

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, marks });
const doc = (...content: unknown[]): RichTextDoc => ({ type: 'doc', content });

describe('<RichText>', () => {
  it('renders paragraphs, headings, lists, marks and safe links', () => {
    render(
      <RichText
        doc={doc(
          { type: 'heading', attrs: { level: 1 }, content: [text('Heading')] },
          { type: 'paragraph', content: [text('Bold', [{ type: 'bold' }]), text(' and plain')] },
          {
            type: 'bullet_list',
            content: [
              { type: 'list_item', content: [{ type: 'paragraph', content: [text('One')] }] },
            ],
          },
          {
            type: 'paragraph',
            content: [
              text('Delivery', [
                { type: 'link', attrs: { href: '/pages/shipping', linktype: 'url' } },
              ]),
            ],
          },
        )}
      />,
    );
    // An h1 inside a page body would compete with the page title: it becomes an h3.
    expect(screen.getByRole('heading', { level: 3, name: 'Heading' })).toBeTruthy();
    expect(screen.getByText('Bold').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem').textContent).toBe('One');
    expect(screen.getByRole('link', { name: 'Delivery' }).getAttribute('href')).toBe(
      '/pages/shipping',
    );
  });

  it('shows markup in the text as text and never runs it', () => {
    const { container } = render(
      <RichText
        doc={doc({ type: 'paragraph', content: [text('<img src=x onerror=alert(1)>')] })}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it.each(['javascript:alert(1)', '//evil.example', 'data:text/html,x', ' JaVaScRiPt:alert(1)'])(
    'drops a %s link, keeping its text',
    (href) => {
      const { container } = render(
        <RichText
          doc={doc({
            type: 'paragraph',
            content: [text('click', [{ type: 'link', attrs: { href, linktype: 'url' } }])],
          })}
        />,
      );
      expect(container.querySelector('a')).toBeNull();
      expect(container.textContent).toBe('click');
    },
  );

  it('renders unknown or unsafe nodes as their text only', () => {
    const { container } = render(
      <RichText
        doc={doc(
          { type: 'image', attrs: { src: 'https://evil.example/x.png' } },
          { type: 'blok', attrs: { body: [] } },
          { type: 'paragraph', content: [text('kept')] },
        )}
      />,
    );
    expect(container.querySelector('img, iframe, script')).toBeNull();
    expect(container.textContent).toBe('kept');
  });
});

describe('withRenderedText (the server renders published text to HTML)', () => {
  const page = (text: RichTextDoc | null) => ({
    title: 'About',
    seoDescription: null,
    sections: [{ id: 's1', heading: 'Who', text }],
  });

  it('gives each section its text as HTML and drops the document', () => {
    const rendered = withRenderedText(
      page(
        doc(
          { type: 'heading', attrs: { level: 1 }, content: [text('Heading')] },
          {
            type: 'paragraph',
            content: [
              text('Bold', [{ type: 'bold' }]),
              text(' and '),
              text('Delivery', [
                { type: 'link', attrs: { href: '/pages/shipping', linktype: 'url' } },
              ]),
            ],
          },
        ),
      ),
    );
    expect(rendered.sections).toEqual([
      {
        id: 's1',
        heading: 'Who',
        text: null,
        html: '<h3>Heading</h3><p><strong>Bold</strong> and <a href="/pages/shipping">Delivery</a></p>',
      },
    ]);
  });

  it('escapes markup in the text and drops unsafe links and nodes, as the live renderer does', () => {
    const [section] = withRenderedText(
      page(
        doc(
          { type: 'paragraph', content: [text('<img src=x onerror=alert(1)>')] },
          {
            type: 'paragraph',
            content: [
              text('click', [
                { type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } },
              ]),
            ],
          },
          { type: 'image', attrs: { src: 'https://evil.example/x.png' } },
        ),
      ),
    ).sections;
    expect(section?.html).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p><p>click</p><span></span>',
    );
  });

  it('leaves a section without text without HTML', () => {
    expect(withRenderedText(page(null)).sections[0]).toMatchObject({ text: null, html: null });
  });
});

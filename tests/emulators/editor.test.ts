import { describe, expect, it } from 'vitest';
import { previewUrl, storySlugOf } from '@/emulators/editor';
import { isValidEditorRequest } from '@/lib/preview/editor-token';

const NOW_S = 1_764_000_000;
const params = {
  storyId: 51,
  spaceId: 287416,
  previewToken: 'demo-preview-token',
  timestamp: NOW_S,
};

describe('the stand-in editor', () => {
  it.each<[string, string | null]>([
    ['/', 'home'],
    ['/pages/about', 'pages/about'],
    ['/pages/../x', null],
    ['/products/tea', null],
  ])('frames %s with the story %s', (path, slug) => {
    expect(storySlugOf(path)).toBe(slug);
  });

  it.each<[string | undefined, boolean]>([
    [undefined, true],
    ['wrong', false],
    ['old', false],
  ])('signs the preview URL as Storyblok does (tk=%s → valid %s for the shop)', (tk, valid) => {
    const url = new URL(
      previewUrl('http://127.0.0.1:3100', '/', { ...params, ...(tk ? { tk } : {}) }),
    );
    expect(url.origin).toBe('http://127.0.0.1:3100');
    expect(url.searchParams.get('_storyblok')).toBe('51');
    expect(isValidEditorRequest(url.searchParams, 'demo-preview-token', NOW_S * 1000)).toBe(valid);
  });
});

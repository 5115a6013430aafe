import { describe, expect, it } from 'vitest';
import {
  crossSiteDraftCookies,
  editorReturnPath,
  previewRoute,
  withoutDraftCookies,
  type PreviewRoute,
} from '@/lib/preview/draft-request';
import { signEditorToken } from '@/lib/preview/editor-token';

const PREVIEW = 'preview-token-123';
const NOW = 1_764_000_000_000;
const nowS = NOW / 1000;

function editor(timestamp: number, token?: string, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    _storyblok: '5100000001',
    '_storyblok_tk[space_id]': '287416',
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': token ?? signEditorToken('287416', PREVIEW, String(timestamp)),
    ...extra,
  });
}

describe('previewRoute', () => {
  it.each<[string, URLSearchParams, boolean, string | null, PreviewRoute]>([
    ['a visitor', new URLSearchParams(), false, PREVIEW, 'published'],
    [
      'a visitor with a campaign query',
      new URLSearchParams('utm_campaign=x'),
      false,
      PREVIEW,
      'published',
    ],
    [
      'draft mode on (share link, or the editor navigating)',
      new URLSearchParams(),
      true,
      PREVIEW,
      'draft',
    ],
    ['the editor, first request', editor(nowS), false, PREVIEW, 'enable'],
    ['the editor, draft mode on', editor(nowS), true, PREVIEW, 'draft'],
    [
      'the editor, cookie refused by the browser',
      editor(nowS, undefined, { _storyblok_c: '1' }),
      false,
      PREVIEW,
      'published',
    ],
    ['an old token', editor(nowS - 3600), false, PREVIEW, 'published'],
    ['an old token with a draft cookie', editor(nowS - 3600), true, PREVIEW, 'strip'],
    ['a wrong token', editor(nowS, '0'.repeat(40)), false, PREVIEW, 'published'],
    ['a wrong token with a draft cookie', editor(nowS, '0'.repeat(40)), true, PREVIEW, 'strip'],
    ['_storyblok alone', new URLSearchParams('_storyblok=1'), false, PREVIEW, 'published'],
    [
      '_storyblok alone with a draft cookie',
      new URLSearchParams('_storyblok=1'),
      true,
      PREVIEW,
      'strip',
    ],
    ['no preview token configured', editor(nowS), false, null, 'published'],
  ])('%s → %s', (_name, search, hasDraftCookie, previewToken, expected) => {
    expect(previewRoute({ search, hasDraftCookie, previewToken, nowMs: NOW })).toBe(expected);
  });
});

describe('withoutDraftCookies', () => {
  it.each<[string, string | null]>([
    ['__prerender_bypass=abc', null],
    ['a=1; __prerender_bypass=abc; b=2', 'a=1; b=2'],
    ['__next_preview_data=x;__prerender_bypass=y', null],
    ['consent=1', 'consent=1'],
    ['__prerender_bypass_not=1', '__prerender_bypass_not=1'],
    ['', null],
  ])('%j → %j', (header, expected) => {
    expect(withoutDraftCookies(header)).toBe(expected);
  });
});

describe('crossSiteDraftCookies', () => {
  it.each<[string, string[], string[]]>([
    [
      'next dev: Lax becomes None; Secure',
      ['__prerender_bypass=id; Path=/; HttpOnly; SameSite=Lax'],
      ['__prerender_bypass=id; Path=/; HttpOnly; SameSite=None; Secure; Partitioned'],
    ],
    [
      'production: already cross-site, kept so',
      ['__prerender_bypass=id; Path=/; HttpOnly; Secure; SameSite=None'],
      ['__prerender_bypass=id; Path=/; HttpOnly; SameSite=None; Secure; Partitioned'],
    ],
    ['another cookie is left alone', ['a=1; SameSite=Lax'], ['a=1; SameSite=Lax']],
    ['none', [], []],
  ])('%s', (_name, given, expected) => {
    expect(crossSiteDraftCookies(given)).toEqual(expected);
  });
});

describe('editorReturnPath', () => {
  it.each<[unknown, string | null]>([
    ['/?_storyblok=1', '/?_storyblok=1&_storyblok_c=1'],
    ['/pages/about', '/pages/about?_storyblok_c=1'],
    ['//evil.example/', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['/ x', null],
    [undefined, null],
    [['/a', '/b'], null],
  ])('%j → %j', (to, expected) => {
    expect(editorReturnPath(to)).toBe(expected);
  });
});

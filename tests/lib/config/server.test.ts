import { describe, expect, it } from 'vitest';
import { editorOrigin, previewToken } from '@/lib/config/server';

describe('previewToken', () => {
  it.each<[string, Record<string, string | undefined>, string | null]>([
    ['local platform, nothing set: its preview token', {}, 'demo-preview-token'],
    ['configured', { STORYBLOK_PREVIEW_TOKEN: 'real-preview-token' }, 'real-preview-token'],
    [
      'configured and padded',
      { STORYBLOK_PREVIEW_TOKEN: '  real-preview-token ' },
      'real-preview-token',
    ],
    [
      'a real space without one: no preview',
      { STORYBLOK_ENDPOINT: 'https://api.storyblok.com/v2' },
      null,
    ],
    [
      'too short to be a token',
      { STORYBLOK_PREVIEW_TOKEN: 'x', STORYBLOK_ENDPOINT: 'https://api.storyblok.com/v2' },
      null,
    ],
  ])('%s', (_name, env, expected) => {
    expect(previewToken(env)).toBe(expected);
  });
});

describe('editorOrigin', () => {
  it.each<[string, Record<string, string | undefined>, string]>([
    ['local platform: its stand-in editor', {}, 'http://127.0.0.1:4010'],
    [
      'local platform elsewhere',
      { NEXT_PUBLIC_SHOPIFY_STOREFRONT_URL: 'http://127.0.0.1:4999' },
      'http://127.0.0.1:4999',
    ],
    [
      'a real space: Storyblok app',
      { STORYBLOK_ENDPOINT: 'https://api.storyblok.com/v2' },
      'https://app.storyblok.com',
    ],
    [
      'configured, path dropped',
      { STORYBLOK_EDITOR_ORIGIN: 'https://app-beta.storyblok.com/#/' },
      'https://app-beta.storyblok.com',
    ],
    [
      'not http(s): ignored',
      {
        STORYBLOK_EDITOR_ORIGIN: 'javascript:alert(1)',
        STORYBLOK_ENDPOINT: 'https://api.storyblok.com/v2',
      },
      'https://app.storyblok.com',
    ],
  ])('%s', (_name, env, expected) => {
    expect(editorOrigin(env)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from '@/lib/config';
import { LOCAL_SITE_URL, resolveSiteUrl, siteUrlNotice } from '@/lib/seo/site-url';

describe('resolveSiteUrl', () => {
  it.each([
    ['https://shop.example.com', false, 'https://shop.example.com'],
    ['https://shop.example.com/', false, 'https://shop.example.com'],
    [' https://shop.example.com/some/path?x=1#h ', false, 'https://shop.example.com'],
    ['http://127.0.0.1:3100', true, 'http://127.0.0.1:3100'],
    [undefined, true, LOCAL_SITE_URL],
    ['  ', true, LOCAL_SITE_URL],
  ])('%j (local platform: %j) → %j', (value, local, expected) => {
    expect(resolveSiteUrl(value, local)).toBe(expected);
  });

  it('refuses an unset value against a real shop, naming the variable', () => {
    expect(() => resolveSiteUrl(undefined, false)).toThrow(/NEXT_PUBLIC_SITE_URL is unset/);
  });

  it.each(['not a url', 'javascript:alert(1)', 'ftp://shop.example.com'])('refuses %j', (value) => {
    expect(() => resolveSiteUrl(value, true)).toThrow(/NEXT_PUBLIC_SITE_URL/);
  });

  it('says when the local fallback is in use, and only then', () => {
    expect(siteUrlNotice(undefined)).toMatch(/NEXT_PUBLIC_SITE_URL unset.*localhost:3000/);
    expect(siteUrlNotice('https://shop.example.com')).toBeNull();
  });
});

describe('isLoopbackUrl', () => {
  it.each([
    ['http://127.0.0.1:4010', true],
    ['http://localhost:4010', true],
    ['http://[::1]:4010', true],
    ['https://coffee.myshopify.com', false],
    ['https://127.0.0.1.example.com', false],
  ])('%s → %s', (value, expected) => {
    expect(isLoopbackUrl(value)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { isValidSignature, pathsToRevalidate, webhookSlug } from '@/lib/content/webhook';

// Storyblok's signature: the hex HMAC-SHA1 of the raw body under the webhook secret.
const signBody = (body: string, secret: string) =>
  createHmac('sha1', secret).update(body).digest('hex');

const SECRET = 'test-webhook-secret';
const BODY = '{"action":"published","full_slug":"home","story_id":1}';

describe('isValidSignature', () => {
  const good = signBody(BODY, SECRET);
  it.each([
    [BODY, good, SECRET, true],
    [BODY, good.toUpperCase(), SECRET, true],
    [`${BODY} `, good, SECRET, false],
    [BODY, signBody(BODY, 'another-secret'), SECRET, false],
    [BODY, good, null, false],
    [BODY, null, SECRET, false],
    [BODY, '', SECRET, false],
    [BODY, good.slice(0, 39), SECRET, false],
    [BODY, 'zz'.repeat(20), SECRET, false],
  ])('%s / %s → %s', (body, signature, secret, expected) => {
    expect(isValidSignature(body, signature, secret)).toBe(expected);
  });
});

describe('webhookSlug', () => {
  it.each([
    [BODY, { fullSlug: 'home' }],
    ['{"action":"published"}', { fullSlug: null }],
    ['{"full_slug":""}', { fullSlug: null }],
    ['[]', null],
    ['not json', null],
  ])('%s', (body, expected) => {
    expect(webhookSlug(body)).toEqual(expected);
  });
});

describe('pathsToRevalidate', () => {
  const site = { contentPages: ['about', 'shipping'], productHandles: ['house-blend-coffee'] };
  const all = ['/', '/pages/about', '/pages/shipping', '/products/house-blend-coffee'];
  it.each([
    ['home', ['/']],
    ['pages/about', ['/pages/about']],
    ['pages/new-page', ['/pages/new-page']],
    ['pages/../x', []],
    ['settings/global-settings', all],
    ['settings/redirects', all],
    [null, all],
    ['elsewhere/thing', []],
  ])('%s', (slug, expected) => {
    expect(pathsToRevalidate(slug, site)).toEqual(expected);
  });
});

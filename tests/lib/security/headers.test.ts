import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  securityHeaders,
  toOrigin,
  type SecurityHeaderInput,
} from '@/lib/security/headers';

const local: SecurityHeaderInput = {
  production: true,
  storefrontUrl: 'http://127.0.0.1:4010',
  contentEndpoint: 'http://127.0.0.1:4010/v2',
  ordersHost: 'http://127.0.0.1:4010',
  integrationOrigins: [],
};

const real: SecurityHeaderInput = {
  production: true,
  storefrontUrl: 'https://shop.myshopify.com',
  contentEndpoint: 'https://api.storyblok.com/v2',
  ordersHost: 'https://orders.example.com/',
  integrationOrigins: ['https://eu.i.posthog.com/', 'https://cdn.segment.com/analytics.js'],
};

function directive(policy: string, name: string): string | undefined {
  return policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

function header(list: { key: string; value: string }[], key: string): string | undefined {
  return list.find((h) => h.key === key)?.value;
}

describe('toOrigin', () => {
  it.each([
    ['https://api.storyblok.com/v2', 'https://api.storyblok.com'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['  https://eu.i.posthog.com/  ', 'https://eu.i.posthog.com'],
    ['https://evil.example; script-src *', null],
    ["https://x.example/'unsafe-inline'", 'https://x.example'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['not a url', null],
    ['', null],
    ['https://b.example;x', null],
    ['http://[::1]:3000/', 'http://[::1]:3000'],
  ])('%j → %j', (input, expected) => {
    expect(toOrigin(input)).toBe(expected);
  });
});

const HASH_A = `'sha256-${'A'.repeat(43)}='`;
const HASH_B = `'sha256-${'b'.repeat(42)}+='`;

describe('contentSecurityPolicy', () => {
  it.each<[string, SecurityHeaderInput, string, string]>([
    ['local scripts', local, 'script-src', "'self' 'unsafe-inline'"],
    ['local connect', local, 'connect-src', "'self' http://127.0.0.1:4010"],
    [
      'local images',
      local,
      'img-src',
      "'self' data: blob: https://cdn.shopify.com https://a.storyblok.com http://127.0.0.1:4010",
    ],
    ['frames', local, 'frame-ancestors', "'self'"],
    ['objects', local, 'object-src', "'none'"],
    ['base', local, 'base-uri', "'self'"],
    [
      'production scripts named by hash, no unsafe-inline',
      { ...local, scriptHashes: [HASH_A, HASH_B] },
      'script-src',
      `'self' ${HASH_A} ${HASH_B}`,
    ],
    [
      'a malformed hash is dropped; none left keeps unsafe-inline',
      { ...local, scriptHashes: ["'sha256-x' 'unsafe-eval'", 'https://evil.example'] },
      'script-src',
      "'self' 'unsafe-inline'",
    ],
    [
      'development ignores hashes (they would switch unsafe-inline off)',
      { ...local, production: false, scriptHashes: [HASH_A] },
      'script-src',
      "'self' 'unsafe-eval' 'unsafe-inline'",
    ],
    [
      'integration scripts',
      real,
      'script-src',
      "'self' 'unsafe-inline' https://eu.i.posthog.com https://cdn.segment.com",
    ],
    [
      'real connect',
      real,
      'connect-src',
      "'self' https://shop.myshopify.com https://api.storyblok.com https://orders.example.com https://eu.i.posthog.com https://cdn.segment.com",
    ],
    [
      'integration frames',
      real,
      'frame-src',
      "'self' https://eu.i.posthog.com https://cdn.segment.com",
    ],
    [
      'dev scripts',
      { ...local, production: false },
      'script-src',
      "'self' 'unsafe-eval' 'unsafe-inline'",
    ],
    [
      'dev connect',
      { ...local, production: false },
      'connect-src',
      "'self' ws: wss: http://127.0.0.1:4010",
    ],
    [
      'hostile integration origin',
      { ...local, integrationOrigins: ["https://a.example 'unsafe-eval'", 'https://b.example;x'] },
      'script-src',
      "'self' 'unsafe-inline'",
    ],
  ])('%s', (_name, input, name, expected) => {
    expect(directive(contentSecurityPolicy(input), name)).toBe(expected);
  });

  it('never lets a production script run from eval or from any host', () => {
    for (const input of [local, real]) {
      const scripts = directive(contentSecurityPolicy(input), 'script-src') ?? '';
      expect(scripts).not.toMatch(/unsafe-eval|\*/);
    }
  });
});

describe('securityHeaders', () => {
  it.each<[string, SecurityHeaderInput, string, string | undefined]>([
    [
      'HSTS in production',
      local,
      'Strict-Transport-Security',
      'max-age=63072000; includeSubDomains',
    ],
    ['no HSTS in dev', { ...local, production: false }, 'Strict-Transport-Security', undefined],
    ['nosniff in production', local, 'X-Content-Type-Options', 'nosniff'],
    ['no nosniff in dev', { ...local, production: false }, 'X-Content-Type-Options', undefined],
    ['referrer', local, 'Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['frame options', local, 'X-Frame-Options', 'SAMEORIGIN'],
    [
      'permissions',
      local,
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), usb=(), payment=(), browsing-topics=()',
    ],
  ])('%s', (_name, input, key, expected) => {
    expect(header(securityHeaders(input), key)).toBe(expected);
  });

  it('sends the CSP in dev and production', () => {
    for (const production of [true, false]) {
      const csp = header(securityHeaders({ ...local, production }), 'Content-Security-Policy');
      expect(csp).toContain("default-src 'self'");
    }
  });
});

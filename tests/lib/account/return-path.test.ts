import { describe, expect, it } from 'vitest';
import { isSameOriginPost, requestOrigin } from '@/lib/account/request-origin';
import { safeReturnPath, signInPath } from '@/lib/account/return-path';

describe('safeReturnPath', () => {
  it.each<[unknown, string]>([
    ['/products/tea?variant=2#reviews', '/products/tea?variant=2#reviews'],
    ['/account', '/account'],
    ['https://evil.example/', '/account'],
    ['//evil.example/', '/account'],
    ['/\\evil.example', '/account'],
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
    ['/a\r\nb', '/account'],
    ['javascript:alert(1)', '/account'],
    ['/account/authorize?code=x', '/account'],
    ['/api/account/logout', '/account'],
    [['/a', '/b'], '/account'],
    [undefined, '/account'],
    [`/${'x'.repeat(600)}`, '/account'],
  ])('%j → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('builds the sign-in start with the return path encoded', () => {
    expect(signInPath('/products/tea?variant=2')).toBe(
      '/api/account/login?return=%2Fproducts%2Ftea%3Fvariant%3D2',
    );
  });
});

describe('the request origin and the Origin check', () => {
  const req = (headers: Record<string, string>, method = 'POST') => ({ headers, method });
  it('reads http on loopback hosts and https elsewhere', () => {
    expect(requestOrigin(req({ host: '127.0.0.1:3100' }))).toBe('http://127.0.0.1:3100');
    expect(requestOrigin(req({ host: 'shop.example.com' }))).toBe('https://shop.example.com');
    expect(requestOrigin(req({ host: 'bad host/..' }))).toBeNull();
  });

  it.each<[string, Record<string, string>, string, boolean]>([
    ['same host', { host: 'localhost:3000', origin: 'http://localhost:3000' }, 'POST', true],
    [
      'the configured site behind a proxy',
      { host: 'shop:3000', origin: 'https://shop.example.com' },
      'POST',
      true,
    ],
    ['another site', { host: 'localhost:3000', origin: 'https://evil.example' }, 'POST', false],
    ['another port', { host: 'localhost:3000', origin: 'http://localhost:3001' }, 'POST', false],
    ['no Origin', { host: 'localhost:3000' }, 'POST', false],
    ['an opaque origin', { host: 'localhost:3000', origin: 'null' }, 'POST', false],
    ['a GET', { host: 'localhost:3000', origin: 'http://localhost:3000' }, 'GET', false],
  ])('%s', (_name, headers, method, expected) => {
    expect(isSameOriginPost(req(headers, method), ['https://shop.example.com'])).toBe(expected);
  });
});

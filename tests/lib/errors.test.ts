import { describe, expect, it } from 'vitest';
import { errorMessage } from '@/lib/errors';

class StorefrontLikeError extends Error {}

describe('errorMessage', () => {
  const cases: [string, unknown, string][] = [
    ['an Error', new Error('request failed'), 'request failed'],
    ['an Error subclass', new StorefrontLikeError('cart gone'), 'cart gone'],
    ['a built-in error', new TypeError('x is not a function'), 'x is not a function'],
    ['an Error without a message', new Error(), ''],
    ['a DOMException', new DOMException('quota exceeded', 'QuotaExceededError'), 'quota exceeded'],
    ['a string', 'blocked', 'blocked'],
    ['a number', 42, '42'],
    ['null', null, 'null'],
    ['undefined', undefined, 'undefined'],
    ['an object that only looks like an Error', { message: 'fake' }, '[object Object]'],
  ];
  it.each(cases)('%s', (_name, thrown, expected) => {
    expect(errorMessage(thrown)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { isValidHandle } from '@/components/product/handle';

describe('isValidHandle', () => {
  const cases: [unknown, boolean][] = [
    ['house-blend-coffee', true],
    ['a', true],
    ['coffee-of-the-month-subscription', true],
    ['9-bar', true],
    ['', false],
    ['-leading-hyphen', false],
    ['House-Blend', false],
    ['house blend', false],
    ['../etc/passwd', false],
    ['house_blend', false],
    ['%3Cscript%3E', false],
    ['a'.repeat(255), true],
    ['a'.repeat(256), false],
    [undefined, false],
    [['house-blend-coffee'], false],
  ];
  it.each(cases)('%j → %s', (value, expected) => {
    expect(isValidHandle(value)).toBe(expected);
  });
});

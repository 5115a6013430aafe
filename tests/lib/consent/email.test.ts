import { describe, expect, it } from 'vitest';
import { isValidEmail } from '@/lib/consent/email';

describe('isValidEmail (SPEC §5)', () => {
  it.each([
    ['ada@example.com', true],
    ['  ada@example.co.uk ', true],
    ['a.b+tag@mail-1.example.io', true],
    ['ada@123.com', false], // the part before the dot needs a letter
    ['ada@mail123.com', true],
    ['ada@123.45', false],
    ['ada@example.c', false],
    ['ada@example.c0m', false],
    ['ada@example', false],
    ['@example.com', false],
    ['ada@@example.com', false],
    ['ada example@example.com', false],
    ['', false],
    ['ada@.com', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});

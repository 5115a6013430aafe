// Tests for lib/storage/safe-storage.ts (the safe storage helpers the cart and stores rely on).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryStorage,
  parseStoredJson,
  readJson,
  readString,
  writeJson,
} from '@/lib/storage/safe-storage';

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('readJson', () => {
  it.each([
    ['valid value', '["a","b"]', ['a', 'b'], true],
    ['missing key', null, null, true],
    ['invalid JSON', '["a",', null, false],
    ['wrong shape', '{"a":1}', null, false],
    ['foreign envelope', '{"state":["a"],"version":0}', null, false],
    ['huge string', `[${'"x",'.repeat(30_000)}"x"]`, null, false],
  ])('%s → %j (kept: %s)', (_, raw, expected, kept) => {
    const storage = createMemoryStorage(raw === null ? {} : { k: raw });
    expect(readJson(storage, 'k', isStringArray, { maxLength: 100_000 })).toEqual(expected);
    expect(storage.getItem('k')).toBe(kept ? raw : null);
    if (!kept) expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('discarded "k"'));
  });

  it('a storage whose getItem throws reads as empty', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(readJson(storage, 'k', isStringArray)).toBeNull();
  });

  it('parseStoredJson calls onDiscard with the reason', () => {
    const reasons: string[] = [];
    expect(
      parseStoredJson('nope', isStringArray, { onDiscard: (r) => reasons.push(r) }),
    ).toBeNull();
    expect(reasons).toEqual(['not valid JSON']);
  });
});

describe('readString', () => {
  it.each([
    ['plain code', 'WELCOME15', 'WELCOME15'],
    ['trimmed', '  WELCOME15 ', 'WELCOME15'],
    ['empty', '   ', null],
    ['JSON-looking', '{"code":"X"}', null],
    ['JSON string', '"WELCOME15"', null],
    ['control character', 'A\nB', null],
    ['too long', 'A'.repeat(256), null],
  ])('%s → %j', (_, raw, expected) => {
    const storage = createMemoryStorage({ code: raw });
    expect(readString(storage, 'code')).toBe(expected);
  });
});

describe('writeJson', () => {
  it('writes JSON', () => {
    const storage = createMemoryStorage();
    expect(writeJson(storage, 'k', { a: 1 })).toBe(true);
    expect(storage.getItem('k')).toBe('{"a":1}');
  });

  it.each([
    [
      'storage over quota',
      {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => {},
      },
      { a: 1 },
    ],
    ['unserialisable value', createMemoryStorage(), { n: 1n }],
  ])('%s → false, logged, no throw', (_, storage, value) => {
    expect(writeJson(storage, 'k', value)).toBe(false);
    expect(console.warn).toHaveBeenCalled();
  });
});

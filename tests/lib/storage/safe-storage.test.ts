// Tests for lib/storage/safe-storage.ts (the safe storage helpers the cart and stores rely on).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryStorage,
  parseStoredJson,
  plainStringProblem,
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

describe('plainStringProblem (what writers check before saving a plain string)', () => {
  it.each([
    ['plain code', 'WELCOME15', null],
    ['255 characters', 'A'.repeat(255), null],
    ['empty', '', 'empty string'],
    ['256 characters', 'A'.repeat(256), 'value of 256 characters exceeds 255'],
    ['control character', 'WEL\u0007COME', 'contains control characters'],
    ['DEL character', 'WEL\u007fCOME', 'contains control characters'],
    ['JSON object', '{"code":"X"}', 'looks like JSON, expected a plain string'],
    ['JSON array', '[1]', 'looks like JSON, expected a plain string'],
    ['JSON string', '"X"', 'looks like JSON, expected a plain string'],
  ])('%s → %j', (_, value, expected) => {
    expect(plainStringProblem(value)).toBe(expected);
  });

  it('agrees with readString: whatever it accepts reads back unchanged', () => {
    for (const value of ['WELCOME15', 'A'.repeat(255), 'SUMMER-10%']) {
      expect(plainStringProblem(value)).toBeNull();
      expect(readString(createMemoryStorage({ k: value }), 'k')).toBe(value);
    }
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

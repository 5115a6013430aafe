/**
 * Safe access to Web Storage. Stored values outlive deployments and can be edited by hand, by
 * extensions or by an older shop, so a read that finds bad JSON, a wrong shape or an implausible
 * size removes it, logs and returns `null`. Writes never throw either (quota, private browsing).
 */
import { errorMessage } from '@/lib/errors';
import type { StorageLike } from './browser-storage';

// Where the storages come from is browser-storage.ts (small: the first load needs it alone).
export {
  createMemoryStorage,
  getBrowserStorage,
  getSessionStorage,
  type StorageLike,
} from './browser-storage';

/** A type guard used to accept a parsed JSON value. */
export type Guard<T> = (value: unknown) => value is T;

/** Largest stored string read by default (characters). A 10-line cart is far below this. */
export const DEFAULT_MAX_LENGTH = 512 * 1024;

const PREFIX = '[storage]';

/** Reads a raw string; a throwing storage (blocked cookies, sandboxed iframe) reads as empty. */
export function safeGetItem(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch (error) {
    console.warn(`${PREFIX} cannot read "${key}": ${errorMessage(error)}`);
    return null;
  }
}

/** Writes a raw string. Returns false (and logs) when the storage refuses, e.g. over quota. */
export function safeSetItem(storage: StorageLike, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch (error) {
    console.warn(`${PREFIX} cannot write "${key}": ${errorMessage(error)}`);
    return false;
  }
}

/** Removes a key; errors are logged and ignored. */
export function safeRemoveItem(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch (error) {
    console.warn(`${PREFIX} cannot remove "${key}": ${errorMessage(error)}`);
  }
}

function discard(storage: StorageLike, key: string, reason: string): null {
  console.warn(`${PREFIX} discarded "${key}": ${reason}`);
  safeRemoveItem(storage, key);
  return null;
}

/**
 * Parses a stored JSON string and accepts it only if `guard` does. Returns null for a missing key.
 * Invalid JSON, a value the guard rejects or a string longer than `maxLength` is removed from
 * storage and logged with console.warn; it never throws.
 */
export function readJson<T>(
  storage: StorageLike,
  key: string,
  guard: Guard<T>,
  { maxLength = DEFAULT_MAX_LENGTH }: { maxLength?: number } = {},
): T | null {
  const raw = safeGetItem(storage, key);
  return parseStoredJson(raw, guard, {
    maxLength,
    onDiscard: (reason) => discard(storage, key, reason),
  });
}

/**
 * The validation half of `readJson`, for values that arrive without a storage read (the `storage`
 * event's newValue). `onDiscard` is called with the reason when the value is rejected.
 */
export function parseStoredJson<T>(
  raw: string | null,
  guard: Guard<T>,
  {
    maxLength = DEFAULT_MAX_LENGTH,
    onDiscard,
  }: { maxLength?: number; onDiscard?: (reason: string) => void } = {},
): T | null {
  if (raw === null) return null;
  const reject = (reason: string): null => {
    onDiscard?.(reason);
    return null;
  };
  if (raw.length > maxLength)
    return reject(`value of ${raw.length} characters exceeds ${maxLength}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return reject('not valid JSON');
  }
  if (!guard(parsed)) return reject('unexpected shape');
  return parsed;
}

/** Serialises `value` as JSON and stores it; false when serialising or storing failed (logged). */
export function writeJson(storage: StorageLike, key: string, value: unknown): boolean {
  let serialised: string;
  try {
    serialised = JSON.stringify(value);
  } catch (error) {
    console.warn(`${PREFIX} cannot serialise "${key}": ${errorMessage(error)}`);
    return false;
  }
  return safeSetItem(storage, key, serialised);
}

/** Longest plain string `readString` accepts by default (characters). */
export const DEFAULT_MAX_STRING_LENGTH = 255;

/**
 * Why `value` would not survive `readString`, or null when it would. Writers of plain-string keys
 * check with this before saving, so a value is never saved only to be discarded on the next read.
 * `value` is judged as given (callers trim first, as `readString` does).
 */
export function plainStringProblem(
  value: string,
  maxLength: number = DEFAULT_MAX_STRING_LENGTH,
): string | null {
  if (value === '') return 'empty string';
  if (value.length > maxLength) return `value of ${value.length} characters exceeds ${maxLength}`;
  if (hasControlCharacter(value)) return 'contains control characters';
  if (/^[[{"]/.test(value)) return 'looks like JSON, expected a plain string';
  return null;
}

/**
 * Reads a plain (non-JSON) string, trimmed. Empty strings, strings longer than `maxLength` and
 * strings with control characters are discarded and logged. A value that looks like JSON (starts
 * with `{`, `[` or `"`) is foreign to a plain-string key and is discarded too (see
 * `plainStringProblem`).
 */
export function readString(
  storage: StorageLike,
  key: string,
  { maxLength = DEFAULT_MAX_STRING_LENGTH }: { maxLength?: number } = {},
): string | null {
  const raw = safeGetItem(storage, key);
  if (raw === null) return null;
  const value = raw.trim();
  const problem = plainStringProblem(value, maxLength);
  return problem === null ? value : discard(storage, key, problem);
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The owner of `discountCode` (SPEC §3): the last discount code, as a plain string (not JSON).
 * A code `readString` would discard on the next read is not written at all.
 */
import { STORAGE_KEYS } from './keys';
import {
  getBrowserStorage,
  plainStringProblem,
  readString,
  safeRemoveItem,
  safeSetItem,
  type StorageLike,
} from './safe-storage';

const KEY = STORAGE_KEYS.discountCode;

export interface DiscountCodeStore {
  /** The saved code, trimmed; a damaged value is discarded with a warning and reads as null. */
  read(): string | null;
  /** Saves `code` (trimmed); false when it is not a storable code or storage refused. */
  write(code: string): boolean;
  /** Forgets the saved code. */
  remove(): void;
}

/** `discountCode` over `storage`; by default the browser's localStorage (or memory). */
export function discountCodeStore(storage: StorageLike = getBrowserStorage()): DiscountCodeStore {
  return {
    read: () => readString(storage, KEY),
    write(code) {
      const value = code.trim();
      const problem = plainStringProblem(value);
      if (problem === null) return safeSetItem(storage, KEY, value);
      console.warn(`[storage] not saving "${KEY}": ${problem}`);
      return false;
    },
    remove: () => safeRemoveItem(storage, KEY),
  };
}

/**
 * The owner of the discount toast's sessionStorage key (SPEC §4 "Discount toast": once per session
 * per code): the code the shopper already confirmed, as a plain string.
 */
import { SESSION_KEYS } from './keys';
import { getSessionStorage, safeGetItem, safeSetItem, type StorageLike } from './safe-storage';

const KEY = SESSION_KEYS.toastShown;

export interface ToastShownStore {
  /** The code confirmed this session, or null. Compared only, never shown or parsed. */
  read(): string | null;
  write(code: string): boolean;
}

/** The toast key over `storage`; by default the browser's sessionStorage (or memory). */
export function toastShownStore(storage: StorageLike = getSessionStorage()): ToastShownStore {
  return {
    read: () => safeGetItem(storage, KEY),
    write: (code) => safeSetItem(storage, KEY, code),
  };
}

export { STORAGE_KEYS, type StorageKey } from './keys';
export {
  DEFAULT_MAX_LENGTH,
  createMemoryStorage,
  getBrowserStorage,
  parseStoredJson,
  readJson,
  readString,
  safeGetItem,
  safeRemoveItem,
  safeSetItem,
  writeJson,
  type Guard,
  type StorageLike,
} from './safe-storage';

export { STORAGE_KEYS, type StorageKey } from './keys';
export {
  DEFAULT_MAX_LENGTH,
  DEFAULT_MAX_STRING_LENGTH,
  createMemoryStorage,
  getBrowserStorage,
  parseStoredJson,
  plainStringProblem,
  readJson,
  readString,
  safeGetItem,
  safeRemoveItem,
  safeSetItem,
  writeJson,
  type Guard,
  type StorageLike,
} from './safe-storage';

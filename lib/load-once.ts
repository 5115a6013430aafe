/**
 * The one way the shop loads code later (a dynamic import) or anything else asynchronous once:
 * the first call starts the load and every later call shares it; a failed load is forgotten, so
 * the next call starts another (a dropped chunk download is tried again on the next use).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

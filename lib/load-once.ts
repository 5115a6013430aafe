/**
 * The one way the shop loads code later (a dynamic import) or anything else asynchronous once:
 * the first call starts the load and every later call shares it; a failed load is forgotten, so
 * the next call starts another (a dropped chunk download is tried again on the next use), and
 * `retries` more attempts are made at once before the failure is passed on.
 */
export function loadOnce<T>(load: () => Promise<T>, retries = 0): () => Promise<T> {
  let pending: Promise<T> | undefined;
  const attempt = (left: number): Promise<T> =>
    load().catch((error: unknown) => {
      if (left <= 0) throw error;
      return attempt(left - 1);
    });
  return () =>
    (pending ??= attempt(retries).catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

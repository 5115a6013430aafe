/** One way to put a thrown value into a log line or an error message. */

/**
 * The message of whatever was thrown: an `Error`'s (or subclass's) `message`, anything else
 * through `String()` ("boom" → "boom", 42 → "42", undefined → "undefined"). A plain object is not
 * an Error, so `{ message: 'x' }` reads "[object Object]". Never throws for ordinary values.
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

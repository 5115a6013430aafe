/**
 * The server's start check of the Customer Account settings (instrumentation.ts, Node only): a
 * server against a real shop without its client id or SESSION_SECRET stops at once with the
 * reason, instead of failing each sign-in later.
 */
import { getAccountConfig } from './server';

export function requireAccountConfig(): void {
  try {
    getAccountConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

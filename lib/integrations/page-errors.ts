/**
 * The page's one error queue (./error-queue.ts), from the moment the first-load code runs: the
 * integrations runner hands it to Sentry once that loads, and the shell's error boundary reports
 * the render errors it catches to it. Null on the server and without a DSN (nothing to report to).
 */
import { createErrorQueue, type ErrorQueue } from './error-queue';

export const pageErrorQueue: ErrorQueue | null =
  typeof window !== 'undefined' && process.env.NEXT_PUBLIC_SENTRY_DSN
    ? createErrorQueue(window)
    : null;

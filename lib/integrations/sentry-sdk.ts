/**
 * The parts of @sentry/nextjs that error reporting uses, as named re-exports: the SDK is free of
 * side effects, so the bundler keeps only these (and what they need) in the chunk loaded after
 * idle, not session replay, user feedback and the rest that `import('@sentry/nextjs')` would
 * evaluate on every page (measured: ~470 kB of script, several long tasks on a throttled phone).
 */
export { browserTracingIntegration, captureException, init } from '@sentry/nextjs';

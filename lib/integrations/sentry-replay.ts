/**
 * Session replay, loaded only once analytics consent is given (see sentry.ts): its recorder is
 * the largest part of the SDK and is not needed for error reporting alone.
 */
export { addIntegration, getReplay, replayIntegration } from '@sentry/nextjs';

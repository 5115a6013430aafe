/**
 * Server-only configuration: secrets that must never reach a browser bundle (no NEXT_PUBLIC_).
 * Unset, draft preview and the publish webhook refuse every request.
 */
function secret(value: string | undefined): string | null {
  return value && value.trim().length >= 8 ? value.trim() : null;
}

export const serverConfig = {
  /** `PREVIEW_SECRET`: the `secret` query parameter of /api/draft. */
  previewSecret: secret(process.env.PREVIEW_SECRET),
  /** `STORYBLOK_WEBHOOK_SECRET`: signs Storyblok's publish webhook (webhook-signature header). */
  webhookSecret: secret(process.env.STORYBLOK_WEBHOOK_SECRET),
} as const;

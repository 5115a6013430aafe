/**
 * Server-only configuration: secrets that must never reach a browser bundle (no NEXT_PUBLIC_).
 * Unset, draft preview and the publish webhook refuse every request.
 */
import { accountConfig, type AccountConfig } from './account';
import { config } from './index';

function secret(value: string | undefined): string | null {
  return value && value.trim().length >= 8 ? value.trim() : null;
}

/**
 * The local platform's preview token (emulators/content: it reads drafts, the public
 * `demo-content-token` does not). Used only while the content endpoint is the local platform, so
 * `npm run dev` can try the Visual Editor loop with no account; a real space needs its own.
 */
export const LOCAL_PREVIEW_TOKEN = 'demo-preview-token';

/** Storyblok's app: the Visual Editor frames the shop from there. */
export const STORYBLOK_APP_ORIGIN = 'https://app.storyblok.com';

/**
 * The preview token for draft reads: `STORYBLOK_PREVIEW_TOKEN`, or the local platform's when the
 * shop reads content from it (no `STORYBLOK_ENDPOINT`); otherwise null, and no draft preview.
 */
export function previewToken(env: Record<string, string | undefined>): string | null {
  const configured = secret(env.STORYBLOK_PREVIEW_TOKEN);
  if (configured) return configured;
  return env.STORYBLOK_ENDPOINT?.trim() ? null : LOCAL_PREVIEW_TOKEN;
}

/**
 * The origin allowed to frame draft pages and to send them editor messages:
 * `STORYBLOK_EDITOR_ORIGIN`, else the local platform's stand-in editor while the content comes
 * from the local platform, else Storyblok's app. Anything but an http(s) origin is ignored.
 */
export function editorOrigin(env: Record<string, string | undefined>): string {
  const parse = (value: string | undefined): string | null => {
    try {
      const url = new URL(value?.trim() ?? '');
      return /^https?:$/.test(url.protocol) ? url.origin : null;
    } catch {
      return null;
    }
  };
  const configured = parse(env.STORYBLOK_EDITOR_ORIGIN);
  if (configured) return configured;
  if (env.STORYBLOK_ENDPOINT?.trim()) return STORYBLOK_APP_ORIGIN;
  return parse(env.NEXT_PUBLIC_SHOPIFY_STOREFRONT_URL) ?? 'http://127.0.0.1:4010';
}

export const serverConfig = {
  /** `PREVIEW_SECRET`: the `secret` query parameter of /api/draft. */
  previewSecret: secret(process.env.PREVIEW_SECRET),
  /** `STORYBLOK_WEBHOOK_SECRET`: signs Storyblok's publish webhook (webhook-signature header). */
  webhookSecret: secret(process.env.STORYBLOK_WEBHOOK_SECRET),
  /** `STORYBLOK_PREVIEW_TOKEN`: reads drafts and checks the Visual Editor's `_storyblok_tk`. */
  previewToken: previewToken(process.env),
  /** `STORYBLOK_EDITOR_ORIGIN`: who may frame draft pages and send them editor messages. */
  editorOrigin: editorOrigin(process.env),
} as const;

let account: AccountConfig | undefined;

/**
 * The Customer Account settings (lib/config/account.ts), read on first use: sign-in, the session
 * cookie, the account pages. Throws AccountConfigError when a real shop lacks them (the server's
 * start hook, instrumentation.ts, reads it first, so such a server stops at once).
 */
export function getAccountConfig(): AccountConfig {
  account ??= accountConfig(process.env, config.shopify.storeUrl);
  return account;
}

/**
 * The Storyblok publish webhook the local platform sends after `POST /__admin/publish`: JSON
 * `{ text, action: "published", space_id, story_id, full_slug }` signed HMAC-SHA1 under the secret,
 * hex digest in `webhook-signature` (https://www.storyblok.com/docs/guide/in-depth/webhooks).
 */
import { createHmac } from 'node:crypto';

export interface WebhookTarget {
  url: string;
  secret: string | null;
}

export interface WebhookResult {
  url: string;
  status: number | null;
  error?: string;
}

/** The target named in an admin body, else PLATFORM_WEBHOOK_URL/SECRET; null when none or bad. */
export function webhookTarget(
  body: Record<string, unknown>,
  env: Record<string, string | undefined>,
): WebhookTarget | null {
  const url = typeof body.webhook_url === 'string' ? body.webhook_url : env.PLATFORM_WEBHOOK_URL;
  if (!url || !/^https?:\/\//.test(url)) return null;
  const secret =
    typeof body.webhook_secret === 'string'
      ? body.webhook_secret
      : (env.PLATFORM_WEBHOOK_SECRET ?? null);
  return { url, secret: secret && secret !== '' ? secret : null };
}

/** Sends the publish webhook and reports the shop's answer (never throws). */
export async function sendPublishWebhook(
  target: WebhookTarget,
  story: { id: number | null; fullSlug: string | null },
  spaceId: number,
): Promise<WebhookResult> {
  const body = JSON.stringify({
    text: `The user Local Platform published the Story ${story.fullSlug ?? '(space)'}`,
    action: 'published',
    space_id: spaceId,
    story_id: story.id,
    full_slug: story.fullSlug,
  });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (target.secret)
    headers['webhook-signature'] = createHmac('sha1', target.secret).update(body).digest('hex');
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(30_000),
    });
    return { url: target.url, status: response.status };
  } catch (error) {
    return { url: target.url, status: null, error: (error as Error).message };
  }
}

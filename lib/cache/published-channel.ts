/**
 * A publish reaching every instance: the instance whose webhook was called announces it
 * on a Redis channel, and every other instance, subscribed since it started (instrumentation.ts),
 * forgets its in-memory content on hearing it. The pages themselves need no message: they are in
 * the shared cache, which the webhook's own revalidation updated for all.
 *
 * Redis pub/sub, not HTTP calls to a list of peers: instances come and go behind the balancer, and
 * no instance needs to know the others.
 */
import { randomUUID } from 'node:crypto';
import { forgetPublishedContent } from '@/lib/content/published';
import { sharedRedis, subscriberRedis, within } from './redis.mjs';
import { REDIS_TIMEOUT_MS } from './redis-state.mjs';

export const PUBLISH_CHANNEL = 'storefront:content-published';

const INSTANCE = Symbol.for('storefront.instance-id');

/** This process's id, the same in every bundle, so it can ignore its own announcements. */
export function instanceId(): string {
  const store = globalThis as { [INSTANCE]?: string };
  store[INSTANCE] ??= randomUUID();
  return store[INSTANCE];
}

/** The announcement sent on the channel. */
export function publishMessage(origin: string, fullSlug: string | null): string {
  return JSON.stringify({ origin, fullSlug });
}

/**
 * True when a channel message should make this instance forget its content: a well-formed
 * announcement from another instance (its own was handled before it was sent).
 */
export function shouldForget(message: string, self: string): boolean {
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed !== 'object' || parsed === null) return false;
    const origin = (parsed as Record<string, unknown>).origin;
    return typeof origin === 'string' && origin !== self;
  } catch {
    return false;
  }
}

/**
 * Announces a publish to the other instances. Returns what happened, never throws: without Redis
 * there is no one to tell, and with Redis down the others keep their copies until their own
 * timers or the next publish (the webhook still answers, and logs the failure).
 */
export async function announcePublish(
  fullSlug: string | null,
): Promise<'sent' | 'no-redis' | 'failed'> {
  const link = sharedRedis();
  if (!link) return 'no-redis';
  try {
    await within(
      link.client.publish(PUBLISH_CHANNEL, publishMessage(instanceId(), fullSlug)),
      REDIS_TIMEOUT_MS,
    );
    return 'sent';
  } catch (error) {
    console.warn('[webhook] could not announce the publish to the other instances', error);
    return 'failed';
  }
}

/**
 * Subscribes this instance to the other instances' publishes (once per process, REDIS_URL set).
 * Not awaited by the caller: with Redis away at start, the subscription waits for it.
 */
export async function listenForPublishes(
  url: string | undefined = process.env.REDIS_URL,
): Promise<void> {
  if (!url) return;
  const link = subscriberRedis(url);
  const self = instanceId();
  await link.client.subscribe(PUBLISH_CHANNEL, (message) => {
    if (shouldForget(message, self)) void forgetPublishedContent();
  });
}

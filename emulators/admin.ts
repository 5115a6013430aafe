/**
 * The platform's admin endpoint (`/__admin/*`): switches faults, expires carts, simulates a CMS
 * publish, publishes a product after the shop's build, resets state. For tests and demos on the same machine only: `adminRefusal` keeps it
 * local although the port also serves browsers, and it answers no CORS headers.
 */
import { json, readJson } from './http';
import { isLoopbackAddress, parseFaultPatch, type Faults, type FaultSettings } from './faults';
import { parseProductCopy, ProductCopyError, type ProductCopy } from './storefront/product-copy';
import { sendPublishWebhook, webhookTarget } from './webhook';

/** What the admin endpoint acts on. */
export interface AdminTarget {
  faults: Faults;
  seed: number | null;
  /** Applies a new cart TTL (the server recreates the Storefront emulator). */
  applyCartTtl(ttl: number | null): void;
  expireCarts(): void;
  /** Clears carts and restores content (faults are reset by the caller). */
  resetState(): void;
  publish(fullSlug?: string): { cv: number } | null;
  storyId?(fullSlug: string): number | null;
  /** Merges fields into a story's draft; absent, /__admin/draft answers 404. */
  saveDraft?(
    fullSlug: string,
    fields: Record<string, unknown>,
    from?: 'draft' | 'published',
  ): boolean;
  /**
   * Publishes a copy of a product under a new handle (throws a ProductCopyError); absent,
   * /__admin/products answers 404.
   */
  publishProduct?(copy: ProductCopy): { handle: string };
  spaceId?: number;
  /** PLATFORM_WEBHOOK_URL / PLATFORM_WEBHOOK_SECRET: where a publish is announced by default. */
  env?: Record<string, string | undefined>;
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function isLoopbackHostname(hostname: string): boolean {
  const lower = hostname.toLowerCase();
  return LOOPBACK_HOSTNAMES.has(lower) || lower.endsWith('.localhost') || isLoopbackAddress(lower);
}

/** The hostname part of a Host header value (`127.0.0.1:4010`, `[::1]:4010`, `localhost`). */
function hostOf(hostHeader: string): string {
  if (hostHeader.startsWith('[')) return hostHeader.slice(0, hostHeader.indexOf(']') + 1);
  return hostHeader.split(':')[0] ?? '';
}

/**
 * Why an admin request must be refused, or null when it may proceed. Pure, so the checks are
 * unit-tested with literal addresses and headers. The peer must be a loopback address; an Origin
 * header must be a loopback origin (browsers send it on cross-site POSTs, so a web page cannot
 * drive this); and the Host header must name a loopback host (so DNS rebinding cannot either).
 */
export function adminRefusal(remoteAddress: string | undefined, headers: Headers): string | null {
  if (!isLoopbackAddress(remoteAddress)) return 'admin endpoint is loopback-only';
  const origin = headers.get('origin');
  if (origin !== null) {
    let hostname: string | null = null;
    try {
      hostname = new URL(origin).hostname;
    } catch {
      hostname = null;
    }
    if (hostname === null || !isLoopbackHostname(hostname))
      return 'cross-origin admin requests are refused';
  }
  const host = headers.get('host');
  if (host !== null && !isLoopbackHostname(hostOf(host)))
    return 'admin requests must address a loopback host';
  return null;
}

function view(target: AdminTarget): { faults: FaultSettings; seed: number | null } {
  return { faults: target.faults.get(), seed: target.seed };
}

const ROUTES: Record<string, string> = {
  '/__admin': 'GET',
  '/__admin/faults': 'GET, POST',
  '/__admin/expire-carts': 'POST',
  '/__admin/reset': 'POST',
  '/__admin/publish': 'POST',
  '/__admin/draft': 'POST',
  '/__admin/products': 'POST',
};

/** Answers a request under /__admin, after the loopback checks. */
export async function handleAdmin(
  request: Request,
  remoteAddress: string | undefined,
  target: AdminTarget,
): Promise<Response> {
  const refusal = adminRefusal(remoteAddress, request.headers);
  if (refusal !== null) return json({ error: refusal }, 403);

  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const allowed = ROUTES[path];
  if (allowed === undefined) return json({ error: 'not found' }, 404);
  if (!allowed.split(', ').includes(request.method)) {
    return json({ error: 'method not allowed' }, 405, { allow: allowed });
  }

  switch (`${request.method} ${path}`) {
    case 'GET /__admin':
      return json({ endpoints: ROUTES });
    case 'GET /__admin/faults':
      return json(view(target));
    case 'POST /__admin/faults': {
      const body = await readJson(request);
      if (body === undefined) return json({ error: 'body is not JSON' }, 400);
      const parsed = parseFaultPatch(body);
      if (!parsed.ok) return json({ error: parsed.error }, 400);
      const { cartExpiry, ...settings } = parsed.patch;
      const before = target.faults.get();
      target.faults.set(settings);
      if (settings.cartTtlMs !== undefined && settings.cartTtlMs !== before.cartTtlMs) {
        target.applyCartTtl(settings.cartTtlMs);
      }
      if (cartExpiry) target.expireCarts();
      return json(view(target));
    }
    case 'POST /__admin/expire-carts':
      target.expireCarts();
      return json({ expired: true });
    case 'POST /__admin/reset': {
      const ttlBefore = target.faults.get().cartTtlMs;
      target.faults.reset();
      target.resetState();
      if (ttlBefore !== null) target.applyCartTtl(null);
      return json(view(target));
    }
    case 'POST /__admin/publish': {
      const body = await readJson(request);
      if (body === undefined) return json({ error: 'body is not JSON' }, 400);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return json({ error: 'expected a JSON object' }, 400);
      }
      const slug = (body as Record<string, unknown>).full_slug;
      if (slug !== undefined && typeof slug !== 'string')
        return json({ error: 'full_slug must be a string' }, 400);
      const result = target.publish(slug);
      if (result === null)
        return json({ error: `no draft to publish for ${JSON.stringify(slug)}` }, 404);
      // Like Storyblok, a publish is announced to the shop's webhook (body `webhook_url` and
      // `webhook_secret`, else PLATFORM_WEBHOOK_URL/SECRET); the shop's answer is reported back.
      const hook = webhookTarget(body as Record<string, unknown>, target.env ?? {});
      if (!hook) return json({ cv: result.cv });
      const webhook = await sendPublishWebhook(
        hook,
        {
          id: slug === undefined ? null : (target.storyId?.(slug) ?? null),
          fullSlug: slug ?? null,
        },
        target.spaceId ?? 0,
      );
      return json({ cv: result.cv, webhook });
    }
    case 'POST /__admin/draft': {
      const body = await readJson(request);
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return json({ error: 'expected a JSON object' }, 400);
      const { full_slug: slug, content, from } = body as Record<string, unknown>;
      if (from !== undefined && from !== 'draft' && from !== 'published')
        return json({ error: 'from must be "draft" or "published"' }, 400);
      if (typeof slug !== 'string') return json({ error: 'full_slug must be a string' }, 400);
      if (typeof content !== 'object' || content === null || Array.isArray(content))
        return json({ error: 'content must be an object of fields' }, 400);
      if (!target.saveDraft?.(slug, content as Record<string, unknown>, from))
        return json({ error: `no story ${JSON.stringify(slug)}` }, 404);
      return json({ saved: slug });
    }
    case 'POST /__admin/products':
      return publishProduct(await readJson(request), target);
    default:
      return json({ error: 'not found' }, 404);
  }
}

/**
 * `POST /__admin/products` `{ from, handle, title? }`: a product published after the shop's build
 * (201), whose page the shop first renders at run time. 400 a malformed body, 404 an unknown
 * original (or no storefront that can publish), 409 a taken handle.
 */
function publishProduct(body: unknown, target: AdminTarget): Response {
  if (!target.publishProduct) return json({ error: 'not found' }, 404);
  try {
    return json(target.publishProduct(parseProductCopy(body)), 201);
  } catch (error) {
    if (error instanceof ProductCopyError) return json({ error: error.message }, error.status);
    throw error;
  }
}

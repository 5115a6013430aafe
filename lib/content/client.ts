import StoryblokClient, { type ISbStoriesParams, type ISbStoryData } from 'storyblok-js-client';
import { config } from '@/lib/config';
import { serverConfig } from '@/lib/config/server';
import { isStale } from './max-age';
import { onContentPublished } from './published';
import { createResponseCache, type ResponseCache } from './response-cache';

/** SPEC §8: on HTTP 429 wait 1000 ms × attempt number while attempts stay below 5, then fail. */
export const CONTENT_MAX_ATTEMPTS = 5;
export const CONTENT_RETRY_STEP_MS = 1000;

export type ContentVersion = 'published' | 'draft';

/** SPEC §9: 5 requests a second, 3 when the client uses an OAuth (management) token. */
export const CONTENT_RATE_LIMIT = 5;
export const CONTENT_RATE_LIMIT_OAUTH = 3;

export interface ContentClientOptions {
  token?: string;
  /**
   * Keep published responses in memory (default true). A caller with its own refresh interval
   * (the proxy's redirects list) turns it off: the library's cache only notices new content when
   * a response carries a new cache version, which a cache hit never does.
   */
  cache?: boolean;
  /** An OAuth token for the throttled write calls; lowers the rate limit (SPEC §9). */
  oauthToken?: string;
  endpoint?: string;
  fetch?: typeof fetch;
  /** Injected for tests so the back-off can be observed without waiting. */
  sleep?: (ms: number) => Promise<void>;
  /** How long one request may take before it fails (ms). */
  timeoutMs?: number;
}

/**
 * The library waits for ever by default (`timeout: 0`). A content service that stops answering
 * would then hang page generation and, through the proxy's redirect lookup, every page request;
 * with a timeout the callers' fallbacks (settings defaults, no redirects) apply instead.
 */
export const CONTENT_TIMEOUT_MS = 5000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Wraps fetch with the specification's 429 policy. storyblok-js-client retries 429s itself, but
 * with a fixed `retriesDelay`; the specification asks for a delay that grows with the attempt
 * number, so the retry lives here and the library never sees a 429. After the last attempt the
 * wrapper throws, which the library turns into a rejected request ("any non-200 is rejected").
 */
export function withRateLimitRetry(
  baseFetch: typeof fetch,
  sleep: (ms: number) => Promise<void> = realSleep,
): typeof fetch {
  return async (input, init) => {
    for (let attempt = 1; ; attempt += 1) {
      const response = await baseFetch(input, init);
      if (response.status !== 429) return response;
      if (attempt >= CONTENT_MAX_ATTEMPTS) {
        throw new Error(`Content API rate limit: still 429 after ${attempt} attempts`);
      }
      await sleep(CONTENT_RETRY_STEP_MS * attempt);
    }
  };
}

/**
 * Gives each attempt its own time limit. The signal the library passes only ever aborts on its own
 * `timeout`, which `createContentClient` leaves off, so it is replaced rather than combined.
 */
export function withTimeout(baseFetch: typeof fetch, timeoutMs: number): typeof fetch {
  return (input, init) => baseFetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}

/**
 * A storyblok-js-client with an in-memory cache of published responses. The library tracks the
 * cache version (cv) per token and flushes its cache when the cv changes (`clear: 'auto'`);
 * `getStory`/`getStories` below additionally flush before any draft request (SPEC §4).
 */
export function createContentClient(opts: ContentClientOptions = {}): StoryblokClient {
  const responses = opts.cache === false ? null : createResponseCache();
  const client = new StoryblokClient({
    accessToken: opts.token ?? config.storyblok.token,
    ...(opts.oauthToken ? { oauthToken: opts.oauthToken } : {}),
    endpoint: opts.endpoint ?? config.storyblok.endpoint,
    cache: responses ? { type: 'custom', custom: responses, clear: 'auto' } : { type: 'none' },
    // SPEC §9. storyblok-js-client 7.7.6 keeps whatever rateLimit it is given, with an OAuth token
    // too, so the lower limit is chosen here.
    rateLimit: contentRateLimit(opts.oauthToken),
    maxRetries: CONTENT_MAX_ATTEMPTS,
    // The library's own `timeout` stays off: it would also count the 429 waits between attempts.
    fetch: withRateLimitRetry(
      withTimeout(
        opts.fetch ?? ((...args) => fetch(...args)),
        opts.timeoutMs ?? CONTENT_TIMEOUT_MS,
      ),
      opts.sleep,
    ),
  });
  if (responses) trackRequests(client, responses);
  return client;
}

/**
 * Runs each read of `client` in its cache generation, so that a flush while it is under way wins:
 * its response is not cached, and the cache version it brought back (the old one) is forgotten.
 * The two read methods are wrapped on the instance, so every caller gets it.
 */
function trackRequests(client: StoryblokClient, responses: ResponseCache): void {
  const forgetCv = () => client.clearCacheVersion();
  const get = client.get.bind(client);
  const getAll = client.getAll.bind(client);
  client.get = ((...args: Parameters<typeof get>) =>
    responses.track(() => get(...args), forgetCv)) as typeof client.get;
  client.getAll = (...args) => responses.track(() => getAll(...args), forgetCv);
}

/** The request rate for a client with or without an OAuth token. */
export function contentRateLimit(oauthToken: string | undefined): number {
  return oauthToken ? CONTENT_RATE_LIMIT_OAUTH : CONTENT_RATE_LIMIT;
}

let shared: { client: StoryblokClient; createdAt: number } | null = null;

/**
 * The process-wide client, created on first use so that importing this module costs nothing, and
 * replaced, with its response cache, once it is older than CONTENT_MAX_AGE_MS (./max-age.ts): its
 * cache only notices new content through the cv of a response it fetches, which a hit never is.
 */
export function contentClient(now = Date.now()): StoryblokClient {
  if (!shared || isStale(shared.createdAt, now))
    shared = { client: createContentClient(), createdAt: now };
  return shared.client;
}

// A publish, announced by this instance's webhook or another's (lib/content/published.ts), empties
// the response cache: the next reads fetch the new content.
onContentPublished(() => shared?.client.flushCache());

let drafts: StoryblokClient | null = null;

/**
 * The client for draft reads: the server-only preview token, as Storyblok's public token reads
 * published content only. No cache (every draft read must be fresh). Without a preview token it
 * is the public client, whose draft reads the content service refuses (401): the page then
 * falls back as for any content failure.
 */
export function draftContentClient(): StoryblokClient {
  if (!serverConfig.previewToken) return contentClient();
  drafts ??= createContentClient({ token: serverConfig.previewToken, cache: false });
  return drafts;
}

/** The client for a version, unless the caller passed its own. */
function clientFor(version: ContentVersion | undefined, given?: StoryblokClient): StoryblokClient {
  return given ?? (version === 'draft' ? draftContentClient() : contentClient());
}

/** One story by full slug; null when the content service answers 404. */
export async function getStory(
  slug: string,
  version: ContentVersion = 'published',
  given?: StoryblokClient,
): Promise<ISbStoryData | null> {
  const client = clientFor(version, given);
  // SPEC §4: a draft version flushes the published cache too.
  if (version === 'draft')
    await Promise.all([client.flushCache(), given ? null : contentClient().flushCache()]);
  try {
    const { data } = await client.get(`cdn/stories/${slug}`, { version });
    return (data?.story as ISbStoryData | undefined) ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw toContentError(`story ${slug}`, error);
  }
}

/** Every story matching the parameters, following pages (per_page defaults to 25). */
export async function getAllStories(
  params: ISbStoriesParams = {},
  given?: StoryblokClient,
): Promise<ISbStoryData[]> {
  const client = clientFor(params.version, given);
  if (params.version === 'draft')
    await Promise.all([client.flushCache(), given ? null : contentClient().flushCache()]);
  try {
    return (await client.getAll('cdn/stories', {
      version: 'published',
      ...params,
    })) as ISbStoryData[];
  } catch (error) {
    throw toContentError('stories', error);
  }
}

/** Content service failures, carrying what was asked for and the library's error as `cause`. */
export class ContentError extends Error {
  constructor(
    readonly resource: string,
    readonly status: number | undefined,
    options: { cause: unknown },
  ) {
    super(
      `Content service request for ${resource} failed${status ? ` (HTTP ${status})` : ''}`,
      options,
    );
    this.name = 'ContentError';
  }
}

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

function isNotFound(error: unknown): boolean {
  return statusOf(error) === 404;
}

function toContentError(resource: string, error: unknown): ContentError {
  return new ContentError(resource, statusOf(error), { cause: error });
}

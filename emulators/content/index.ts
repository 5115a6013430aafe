/**
 * The Storyblok Content Delivery API v2 (SPEC §7 "Content service") over `content/stories/`, shaped
 * as https://www.storyblok.com/docs/api/content-delivery/v2 so storyblok-js-client works unchanged.
 * CORS and injected faults (429 bursts, errors, latency) are platform.ts's job, not this module's.
 */
import { json } from '../http';
import { toStoryObject, type ContentVersion, type StoryObject, type StoryRecord } from './stories';

/** The public access token of the demo space: published content only (on the platform). */
export const DEFAULT_CONTENT_TOKEN = 'demo-content-token';
/** The demo space's preview token: drafts and published content, for the shop's server only. */
export const DEFAULT_PREVIEW_TOKEN = 'demo-preview-token';

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

export interface ContentEmulatorOptions {
  stories: StoryRecord[];
  /** Preview token (reads drafts and published content). */
  token?: string;
  /** Optional public token: published content only, like a Storyblok "public" token. */
  publicToken?: string | null;
  /** Clock in milliseconds; the initial cv is this clock's Unix time in seconds. */
  now?: () => number;
  space?: { id: number; name: string; domain: string };
}

export interface ContentEmulator {
  /** Answers a request whose path starts with /v2/cdn/. */
  handle(request: Request): Promise<Response>;
  /** The space's current cache version. */
  cv(): number;
  /**
   * Simulates a publish in the editor: bumps cv and, given a full slug, makes that story's draft
   * its published content. Returns null when the slug names no story with a draft.
   */
  publish(fullSlug?: string): { cv: number } | null;
  /** The id of the story with this full slug, or null. */
  storyId(fullSlug: string): number | null;
  /**
   * Simulates saving in the editor without publishing: merges `fields` into the story's draft
   * (its published content when it has no draft yet, or when `from` is 'published', which drops
   * earlier unpublished changes). Returns false when no story has that slug.
   */
  saveDraft(
    fullSlug: string,
    fields: Record<string, unknown>,
    from?: 'draft' | 'published',
  ): boolean;
  /** The space id webhooks carry. */
  spaceId: number;
  /** Restores the stories as loaded; cv moves forward (never back) so caches see the change. */
  reset(): void;
}

const NOT_FOUND_BODY = ['This record could not be found'];

function unauthorized(): Response {
  return json({ error: 'Unauthorized' }, 401);
}

function notFound(): Response {
  return json(NOT_FOUND_BODY, 404);
}

/** Turns a by_slugs/excluding_slugs entry (with `*` wildcards) into an anchored pattern. */
function slugPattern(glob: string): RegExp {
  const escaped = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

function csv(value: string | null): string[] | null {
  if (value === null || value.trim() === '') return null;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function slugList(value: string | null): RegExp[] | null {
  return csv(value)?.map(slugPattern) ?? null;
}

function boundedInt(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || !/^\d+$/.test(value.trim())) return fallback;
  return Math.min(max, Math.max(min, Number(value)));
}

function fieldValue(story: StoryObject, path: string): unknown {
  if (path.startsWith('content.')) return story.content[path.slice('content.'.length)];
  return (story as unknown as Record<string, unknown>)[path];
}

type Comparator = (a: StoryObject, b: StoryObject) => number;

function isAbsent(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** Nulls sort last whatever the direction, as they do in Storyblok. */
function compareValues(a: unknown, b: unknown, cast: string | undefined): number {
  if (isAbsent(a) || isAbsent(b)) return isAbsent(a) === isAbsent(b) ? 0 : isAbsent(a) ? 1 : -1;
  if (cast === 'int' || cast === 'float' || (typeof a === 'number' && typeof b === 'number')) {
    return Number(a) - Number(b);
  }
  return String(a).localeCompare(String(b));
}

/** Parses `sort_by` (`field:asc`, `content.field:desc`, `content.price:asc:float`); null if unusable. */
function comparatorFor(sortBy: string | null): Comparator | null {
  if (sortBy === null || sortBy.trim() === '') return null;
  const [field, direction = 'asc', cast] = sortBy.trim().split(':');
  if (!field || (direction !== 'asc' && direction !== 'desc')) return null;
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b) => {
    const av = fieldValue(a, field);
    const bv = fieldValue(b, field);
    // Keep absent values last in both directions.
    if (isAbsent(av) || isAbsent(bv)) return compareValues(av, bv, cast);
    return sign * compareValues(av, bv, cast);
  };
}

/** The default order: position in the folder, then full slug, so paging is stable. */
const defaultOrder: Comparator = (a, b) =>
  a.position - b.position || a.full_slug.localeCompare(b.full_slug);

function isTrue(value: string | null): boolean | null {
  if (value === null) return null;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return null;
}

/** Creates the Storyblok emulator over `stories`. */
export function createContentEmulator(options: ContentEmulatorOptions): ContentEmulator {
  const token = options.token ?? DEFAULT_CONTENT_TOKEN;
  const publicToken = options.publicToken ?? null;
  const now = options.now ?? Date.now;
  const space = options.space ?? {
    id: 287_416,
    name: 'Morrow & Co.',
    domain: 'http://localhost:3000/',
  };
  const loaded = options.stories.map((s) => structuredClone(s));
  let stories = loaded.map((s) => structuredClone(s));
  let cv = Math.floor(now() / 1000);

  const bump = () => {
    cv = Math.max(cv + 1, Math.floor(now() / 1000));
  };

  /** The version this request may read, or null when the token does not allow it. */
  function access(params: URLSearchParams): { version: ContentVersion } | null {
    const given = params.get('token');
    const version: ContentVersion = params.get('version') === 'draft' ? 'draft' : 'published';
    if (given === token) return { version };
    if (publicToken !== null && given === publicToken && version === 'published')
      return { version };
    return null;
  }

  // Relations and links are not modelled (the demo content has none): `resolve_relations` and
  // `resolve_links` get empty `rels`/`links`. `language` is ignored: the space has one language.
  function listStories(params: URLSearchParams, version: ContentVersion): Response {
    const perPage = boundedInt(params.get('per_page'), DEFAULT_PER_PAGE, 1, MAX_PER_PAGE);
    const page = boundedInt(params.get('page'), 1, 1, Number.MAX_SAFE_INTEGER);
    const startsWith = params.get('starts_with');
    const bySlugs = slugList(params.get('by_slugs'));
    const excludingSlugs = slugList(params.get('excluding_slugs'));
    const byUuids = csv(params.get('by_uuids'));
    const byIds = csv(params.get('by_ids'));
    const excludingIds = csv(params.get('excluding_ids'));
    const withTag = csv(params.get('with_tag'));
    const startpage = isTrue(params.get('is_startpage'));

    const matching = stories
      .map((record) => toStoryObject(record, version, space.id))
      .filter((story): story is StoryObject => story !== null)
      .filter((story) => !startsWith || story.full_slug.startsWith(startsWith))
      .filter((story) => !bySlugs || bySlugs.some((p) => p.test(story.full_slug)))
      .filter((story) => !excludingSlugs || !excludingSlugs.some((p) => p.test(story.full_slug)))
      .filter((story) => !byUuids || byUuids.includes(story.uuid))
      .filter((story) => !byIds || byIds.includes(String(story.id)))
      .filter((story) => !excludingIds || !excludingIds.includes(String(story.id)))
      .filter((story) => !withTag || withTag.some((tag) => story.tag_list.includes(tag)))
      .filter((story) => startpage === null || story.is_startpage === startpage);

    const comparator = comparatorFor(params.get('sort_by'));
    const sorted = [...matching].sort((a, b) =>
      comparator ? comparator(a, b) || defaultOrder(a, b) : defaultOrder(a, b),
    );
    const pageStories = sorted.slice((page - 1) * perPage, page * perPage);
    return json({ stories: pageStories, cv, rels: [], links: [] }, 200, {
      'per-page': String(perPage),
      total: String(matching.length),
      'access-control-expose-headers': 'per-page, total',
    });
  }

  function getStory(
    identifier: string,
    params: URLSearchParams,
    version: ContentVersion,
  ): Response {
    let key: string;
    try {
      key = decodeURIComponent(identifier).replace(/\/+$/, '');
    } catch {
      return notFound();
    }
    const record =
      params.get('find_by') === 'uuid'
        ? stories.find((s) => s.uuid === key)
        : /^\d+$/.test(key)
          ? stories.find((s) => String(s.id) === key)
          : stories.find((s) => s.full_slug === key);
    const story = record ? toStoryObject(record, version, space.id) : null;
    if (!story) return notFound();
    return json({ story, cv, rels: [], links: [] });
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return json({ error: 'Method Not Allowed' }, 405, { allow: 'GET, HEAD, OPTIONS' });
    }
    const granted = access(url.searchParams);
    if (granted === null) return unauthorized();

    if (path === '/v2/cdn/spaces/me' || path === '/v2/cdn/spaces/me/') {
      return json({ space: { ...space, version: cv, language_codes: [] } });
    }
    if (path === '/v2/cdn/stories' || path === '/v2/cdn/stories/') {
      return listStories(url.searchParams, granted.version);
    }
    if (path.startsWith('/v2/cdn/stories/')) {
      return getStory(path.slice('/v2/cdn/stories/'.length), url.searchParams, granted.version);
    }
    return notFound();
  }

  return {
    handle,
    cv: () => cv,
    spaceId: space.id,
    storyId: (fullSlug) => stories.find((s) => s.full_slug === fullSlug)?.id ?? null,
    saveDraft(fullSlug, fields, from = 'draft') {
      const record = stories.find((s) => s.full_slug === fullSlug);
      const base =
        from === 'published' ? record?.content : (record?.draft_content ?? record?.content);
      if (!record || !base) return false;
      record.draft_content = { ...structuredClone(base), ...structuredClone(fields) };
      return true;
    },
    publish(fullSlug) {
      if (fullSlug !== undefined) {
        const record = stories.find((s) => s.full_slug === fullSlug);
        if (!record || record.draft_content === null) return null;
        const at = new Date(now()).toISOString();
        record.content = record.draft_content;
        record.draft_content = null;
        record.published_at = at;
        record.first_published_at ??= at;
      }
      bump();
      return { cv };
    },
    reset() {
      stories = loaded.map((s) => structuredClone(s));
      bump();
    },
  };
}

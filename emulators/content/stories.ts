/**
 * Loads the demo content (`content/stories/**.json`, one file per story, whose path is its full
 * slug: `settings/redirects.json` is `settings/redirects`) into the records the Storyblok emulator
 * serves, and shapes them as the Content Delivery API v2 story object.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A content blok: Storyblok's shape for a content type or nested component. */
export interface Blok {
  component: string;
  _uid: string;
  [field: string]: unknown;
}

/** One story as loaded from disk. */
export interface StoryRecord {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  group_id: string;
  parent_id: number;
  position: number;
  tag_list: string[];
  is_startpage: boolean;
  sort_by_date: string | null;
  created_at: string;
  published_at: string | null;
  first_published_at: string | null;
  /** Published content; null when the story has never been published. */
  content: Blok | null;
  /** Saved but unpublished changes, if any, which `version=draft` returns instead. */
  draft_content: Blok | null;
}

/**
 * The story object of the Content Delivery API v2, field for field and in the order the real API
 * writes them (https://www.storyblok.com/docs/api/content-delivery/v2/stories/the-story-object).
 */
export interface StoryObject {
  name: string;
  created_at: string;
  published_at: string | null;
  id: number;
  uuid: string;
  content: Blok;
  slug: string;
  full_slug: string;
  sort_by_date: string | null;
  position: number;
  tag_list: string[];
  is_startpage: boolean;
  parent_id: number;
  meta_data: null;
  group_id: string;
  first_published_at: string | null;
  release_id: null;
  lang: string;
  path: null;
  alternates: never[];
  default_full_slug: null;
  translated_slugs: null;
}

export type ContentVersion = 'draft' | 'published';

/**
 * Storyblok marks every blok of a draft read with `_editable`, an HTML comment naming the blok for
 * the Visual Editor's bridge (`<!--#storyblok#{"name": …, "space": …, "uid": …, "id": …}-->`);
 * published reads carry none.
 */
export function withEditable(value: unknown, storyId: number, spaceId: number): unknown {
  if (Array.isArray(value)) return value.map((item) => withEditable(item, storyId, spaceId));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, withEditable(v, storyId, spaceId)]);
  const blok = Object.fromEntries(entries) as Record<string, unknown>;
  if (typeof blok.component !== 'string' || typeof blok._uid !== 'string') return blok;
  const data = {
    name: blok.component,
    space: String(spaceId),
    uid: blok._uid,
    id: String(storyId),
  };
  return { ...blok, _editable: `<!--#storyblok#${JSON.stringify(data)}-->` };
}

/**
 * The story as the API shows it in `version`, or null when it has nothing to show there. Draft
 * reads mark each blok editable for the space `spaceId`.
 */
export function toStoryObject(
  record: StoryRecord,
  version: ContentVersion,
  spaceId?: number,
): StoryObject | null {
  const stored = version === 'draft' ? (record.draft_content ?? record.content) : record.content;
  if (stored === null) return null;
  const content =
    version === 'draft' && spaceId !== undefined
      ? (withEditable(stored, record.id, spaceId) as Blok)
      : stored;
  return {
    name: record.name,
    created_at: record.created_at,
    published_at: record.published_at,
    id: record.id,
    uuid: record.uuid,
    content: structuredClone(content),
    slug: record.slug,
    full_slug: record.full_slug,
    sort_by_date: record.sort_by_date,
    position: record.position,
    tag_list: [...record.tag_list],
    is_startpage: record.is_startpage,
    parent_id: record.parent_id,
    meta_data: null,
    group_id: record.group_id,
    first_published_at: record.first_published_at,
    release_id: null,
    lang: 'default',
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
  };
}

const SLUG_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function fail(file: string, message: string): never {
  throw new Error(`Content story ${file}: ${message}`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function blok(file: string, field: string, value: unknown): Blok | null {
  if (value === null || value === undefined) return null;
  if (!isObject(value) || typeof value.component !== 'string' || typeof value._uid !== 'string') {
    fail(file, `${field} must be a blok with string "component" and "_uid"`);
  }
  return value as Blok;
}

function timestamp(file: string, field: string, value: unknown, nullable: boolean): string | null {
  if (value === null && nullable) return null;
  if (typeof value !== 'string' || !ISO_TIMESTAMP.test(value))
    fail(file, `${field} must be an ISO 8601 UTC timestamp`);
  return value;
}

/**
 * Validates one parsed story file. `fullSlug` comes from the file's path. Throws with the file
 * name on anything malformed, so a bad edit stops the platform at start rather than serving a
 * story the real API could never return.
 */
export function parseStoryFile(file: string, fullSlug: string, data: unknown): StoryRecord {
  if (!isObject(data)) fail(file, 'expected a JSON object');
  const segments = fullSlug.split('/');
  if (!segments.every((s) => SLUG_SEGMENT.test(s)))
    fail(file, `path gives an invalid slug ${JSON.stringify(fullSlug)}`);
  const { id, uuid, name, group_id, parent_id, position, tag_list, is_startpage, sort_by_date } =
    data;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
    fail(file, 'id must be a positive integer');
  if (typeof uuid !== 'string' || uuid === '') fail(file, 'uuid must be a string');
  if (typeof name !== 'string' || name === '') fail(file, 'name must be a string');
  if (typeof group_id !== 'string' || group_id === '') fail(file, 'group_id must be a string');
  if (
    parent_id !== undefined &&
    (typeof parent_id !== 'number' || !Number.isSafeInteger(parent_id))
  ) {
    fail(file, 'parent_id must be an integer');
  }
  if (position !== undefined && typeof position !== 'number')
    fail(file, 'position must be a number');
  if (
    tag_list !== undefined &&
    (!Array.isArray(tag_list) || !tag_list.every((t) => typeof t === 'string'))
  ) {
    fail(file, 'tag_list must be an array of strings');
  }
  if (is_startpage !== undefined && typeof is_startpage !== 'boolean')
    fail(file, 'is_startpage must be a boolean');
  if (sort_by_date !== undefined && sort_by_date !== null && typeof sort_by_date !== 'string') {
    fail(file, 'sort_by_date must be a string or null');
  }
  const content = blok(file, 'content', data.content);
  const draftContent = blok(file, 'draft_content', data.draft_content);
  if (content === null && draftContent === null) fail(file, 'needs content, draft_content or both');
  const publishedAt = timestamp(file, 'published_at', data.published_at ?? null, content === null);
  const firstPublishedAt = timestamp(
    file,
    'first_published_at',
    data.first_published_at ?? null,
    content === null,
  );
  if (content !== null && publishedAt === null) fail(file, 'a published story needs published_at');
  return {
    id,
    uuid,
    name,
    slug: segments[segments.length - 1] ?? fullSlug,
    full_slug: fullSlug,
    group_id,
    parent_id: (parent_id as number | undefined) ?? 0,
    position: (position as number | undefined) ?? 0,
    tag_list: (tag_list as string[] | undefined) ?? [],
    is_startpage: (is_startpage as boolean | undefined) ?? false,
    sort_by_date: (sort_by_date as string | null | undefined) ?? null,
    created_at: timestamp(file, 'created_at', data.created_at, false) as string,
    published_at: publishedAt,
    first_published_at: firstPublishedAt,
    content,
    draft_content: draftContent,
  };
}

function listJsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return listJsonFiles(path);
      return entry.endsWith('.json') ? [path] : [];
    });
}

/**
 * Reads every story under `dir`. Throws on unreadable JSON, malformed stories, or duplicate ids
 * and uuids.
 */
export function loadStories(dir: string): StoryRecord[] {
  const stories = listJsonFiles(dir).map((path) => {
    const file = relative(dir, path);
    const fullSlug = file.slice(0, -'.json'.length).split(sep).join('/');
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      fail(file, `not valid JSON (${(error as Error).message})`);
    }
    return parseStoryFile(file, fullSlug, data);
  });
  const ids = new Set<number>();
  const uuids = new Set<string>();
  for (const story of stories) {
    if (ids.has(story.id)) fail(story.full_slug, `duplicate id ${story.id}`);
    if (uuids.has(story.uuid)) fail(story.full_slug, `duplicate uuid ${story.uuid}`);
    ids.add(story.id);
    uuids.add(story.uuid);
  }
  return stories;
}

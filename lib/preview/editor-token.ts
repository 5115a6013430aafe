/**
 * Storyblok's Visual Editor opens the preview URL with `_storyblok=<story id>` and
 * `_storyblok_tk[space_id|timestamp|token]`; the token is the SHA-1 of
 * `space_id:previewToken:timestamp` (https://www.storyblok.com/faq/how-to-verify-the-preview-query-parameters-of-the-visual-editor).
 * Only a request that proves it came from the editor within the last hour gets draft content;
 * `_storyblok` alone proves nothing, since anyone can type it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Storyblok's own limit: a token signed more than an hour ago is stale. */
export const EDITOR_TOKEN_MAX_AGE_S = 3600;
/** A clock a little ahead of ours is tolerated; a timestamp further in the future is not. */
export const EDITOR_TOKEN_SKEW_S = 60;

export interface EditorParams {
  storyId: string;
  spaceId: string;
  timestamp: string;
  token: string;
}

/** The editor's parameters from a query string, or null when any of them is missing or malformed. */
export function readEditorParams(search: URLSearchParams): EditorParams | null {
  const storyId = search.get('_storyblok');
  const spaceId = search.get('_storyblok_tk[space_id]');
  const timestamp = search.get('_storyblok_tk[timestamp]');
  const token = search.get('_storyblok_tk[token]');
  if (storyId === null || !spaceId || !timestamp || !token) return null;
  if (!/^\d+$/.test(spaceId) || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{40}$/.test(token))
    return null;
  return { storyId, spaceId, timestamp, token };
}

/** The token the editor signs: hex SHA-1 of `space_id:previewToken:timestamp`. */
export function signEditorToken(spaceId: string, previewToken: string, timestamp: string): string {
  return createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
}

/**
 * True when the query carries a valid editor token: signed with `previewToken`, and signed less
 * than an hour before `nowMs` (and not more than a minute after it). False without a preview
 * token (the Visual Editor preview is then off), or with any parameter missing or malformed.
 * The comparison takes the same time whatever the token, so it leaks nothing about the answer.
 */
export function isValidEditorRequest(
  search: URLSearchParams,
  previewToken: string | null,
  nowMs: number,
): boolean {
  const params = readEditorParams(search);
  if (!previewToken || !params) return false;
  const age = Math.floor(nowMs / 1000) - Number(params.timestamp);
  if (age >= EDITOR_TOKEN_MAX_AGE_S || age < -EDITOR_TOKEN_SKEW_S) return false;
  const expected = Buffer.from(signEditorToken(params.spaceId, previewToken, params.timestamp));
  return timingSafeEqual(expected, Buffer.from(params.token));
}

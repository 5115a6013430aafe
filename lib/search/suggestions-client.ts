/**
 * The browser's side of the header suggestions: GET /api/search/suggest?q= (pages/api/search/
 * suggest.ts). A plain same-origin fetch, so the request is cancelled with its AbortSignal and
 * no GraphQL client comes with the combobox's code.
 */
import type { SuggestionView } from './suggestion-view';

export const SUGGEST_PATH = '/api/search/suggest';

function isSuggestionView(body: unknown): body is Omit<SuggestionView, 'query'> {
  return (
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as { groups?: unknown }).groups) &&
    (body as { groups: unknown[] }).groups.every(
      (group) =>
        typeof group === 'object' &&
        group !== null &&
        Array.isArray((group as { options?: unknown }).options),
    )
  );
}

/**
 * The suggestions for `query`.
 * @throws on a network failure, an abort (`signal`), a non-2xx status or a body of another shape
 */
export async function fetchSuggestionView(
  query: string,
  signal: AbortSignal,
): Promise<SuggestionView> {
  const response = await fetch(`${SUGGEST_PATH}?q=${encodeURIComponent(query)}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Suggestions failed with HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isSuggestionView(body)) throw new Error('Suggestions came in an unknown shape');
  return { query, groups: body.groups };
}

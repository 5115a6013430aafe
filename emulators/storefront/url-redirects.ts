/**
 * The shop's URL redirects (Shopify's `UrlRedirect`) from `content/url-redirects.json`.
 * `urlRedirects(query:)` reads `path:` and `target:` (the whole value, `*` for a prefix) and free
 * text in either, as Shopify documents for that connection.
 */
import { readFileSync } from 'node:fs';
import type { TermNode } from './search-query';
import { exactMatches, phraseMatches, words } from './search-text';

export const URL_REDIRECTS_PATH = new URL('../../content/url-redirects.json', import.meta.url);

export interface UrlRedirectRecord {
  __typename: 'UrlRedirect';
  id: string;
  path: string;
  target: string;
}

const GID = /^gid:\/\/shopify\/UrlRedirect\/\d+$/;

/** Checks the redirects file; throws one Error naming every problem. */
export function validateUrlRedirects(raw: unknown): UrlRedirectRecord[] {
  const list = (raw as { urlRedirects?: unknown })?.urlRedirects;
  if (!Array.isArray(list)) throw new Error('URL redirects: expected { "urlRedirects": [...] }');
  const problems: string[] = [];
  const paths = new Set<string>();
  list.forEach((r: Partial<UrlRedirectRecord>, i) => {
    if (typeof r.id !== 'string' || !GID.test(r.id))
      problems.push(`urlRedirects[${i}].id: expected gid://shopify/UrlRedirect/<number>`);
    if (typeof r.path !== 'string' || !r.path.startsWith('/'))
      problems.push(`urlRedirects[${i}].path: expected a path starting with /`);
    if (typeof r.target !== 'string' || r.target === '')
      problems.push(`urlRedirects[${i}].target: expected a path or URL`);
    if (typeof r.path === 'string') {
      if (paths.has(r.path)) problems.push(`urlRedirects[${i}].path: duplicate path ${r.path}`);
      paths.add(r.path);
    }
  });
  if (problems.length > 0)
    throw new Error(`URL redirects are invalid:\n  ${problems.join('\n  ')}`);
  return list.map((r: UrlRedirectRecord) => ({
    __typename: 'UrlRedirect',
    id: r.id,
    path: r.path,
    target: r.target,
  }));
}

export function loadUrlRedirects(path: URL | string = URL_REDIRECTS_PATH): UrlRedirectRecord[] {
  return validateUrlRedirects(JSON.parse(readFileSync(path, 'utf8')));
}

/** One search term against a redirect; unknown fields are ignored. */
export function urlRedirectTermMatches(redirect: UrlRedirectRecord, term: TermNode): boolean {
  switch (term.field) {
    case null:
      return [redirect.path, redirect.target].some((text) =>
        phraseMatches(words(text), words(term.value), term.prefix),
      );
    case 'path':
      return exactMatches(redirect.path, term.value, term.prefix);
    case 'target':
      return exactMatches(redirect.target, term.value, term.prefix);
    default:
      return true;
  }
}

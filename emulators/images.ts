/**
 * Serves the demo images (`public/images/**`) under `/images/*`, standing in for the commerce
 * platform's image CDN. Only image files, only from inside the folder: `safeSegments` checks every
 * path segment before the disk is touched, and the real path must stay inside (no symlinks out).
 */
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { json } from './http';

export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

/** Images can change between runs of the demo, so they are cached for an hour and revalidated by ETag. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Maps the part of a URL path after `/images/` to path segments, or null when it is not a plain
 * relative file path: empty, `.`/`..` segments, encoded slashes or backslashes, NUL bytes, or
 * malformed percent-encoding.
 */
export function safeSegments(encodedPath: string): string[] | null {
  const raw = encodedPath.split('/');
  const segments: string[] = [];
  for (const part of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (decoded === '' || decoded === '.' || decoded === '..') return null;
    if (/[/\\\0]/.test(decoded)) return null;
    segments.push(decoded);
  }
  return segments.length > 0 ? segments : null;
}

function notFound(): Response {
  return json({ error: 'not found' }, 404);
}

/** Creates the handler for `/images/*` over the folder `root`. */
export function createImageHandler(root: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return json({ error: 'method not allowed' }, 405, { allow: 'GET, HEAD, OPTIONS' });
    }
    const { pathname } = new URL(request.url);
    const segments = safeSegments(pathname.slice('/images/'.length));
    if (segments === null) return notFound();
    const type = IMAGE_TYPES[extname(segments[segments.length - 1] ?? '').toLowerCase()];
    if (!type) return notFound();

    // Resolved per request (cheap) so a folder created after start is picked up.
    const base = await realpath(root).catch(() => null);
    if (base === null) return notFound();
    let file: string;
    try {
      file = await realpath(join(base, ...segments));
    } catch {
      return notFound();
    }
    if (!file.startsWith(base + sep)) return notFound();
    const info = await stat(file).catch(() => null);
    if (!info || !info.isFile()) return notFound();

    const etag = `"${createHash('sha1').update(`${file}:${info.size}:${info.mtimeMs}`).digest('base64url').slice(0, 16)}"`;
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': IMAGE_CACHE_CONTROL,
      etag,
      'last-modified': info.mtime.toUTCString(),
      'x-content-type-options': 'nosniff',
    };
    // An SVG opened directly must not run script in the platform's origin.
    if (type === 'image/svg+xml')
      headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'";
    const ifNoneMatch = request.headers.get('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
      return new Response(null, { status: 304, headers });
    }
    const body = request.method === 'HEAD' ? null : await readFile(file);
    return new Response(body, {
      status: 200,
      headers: { ...headers, 'content-length': String(info.size) },
    });
  };
}

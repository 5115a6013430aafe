/**
 * Bridge between Node's http module and the fetch `Request`/`Response` objects the emulators speak,
 * plus the response helpers every route shares (JSON, CORS). Fetch types let the emulators be
 * unit-tested without a socket, and graphql-yoga (which speaks fetch) plugs straight in.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body accepted; the Storefront API's own limit is far above anything the shop sends. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Connection-level headers that describe the Node socket, not the request; fetch must not see them. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'content-length',
]);

/** Thrown by `toRequest` for requests that cannot be turned into a fetch Request; carries the status to answer. */
export class BadRequestError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message);
    this.name = 'BadRequestError';
  }
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    throw new BadRequestError('Request body too large', 413);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) throw new BadRequestError('Request body too large', 413);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Builds a fetch Request from a Node request. The URL's origin is always `origin` (the server's
 * own address), never the Host header, so a hostile Host or an absolute-form request target
 * cannot change what the handlers think they are serving. Throws `BadRequestError` for an
 * unusable request target or an oversized body.
 */
export async function toRequest(
  req: IncomingMessage,
  origin: string,
  bodyLimit = MAX_BODY_BYTES,
): Promise<Request> {
  const target = req.url ?? '';
  // Only origin-form targets ("/path?query") are served; "//host/x" stays a path because it is
  // appended to the origin rather than resolved against it.
  if (!target.startsWith('/')) throw new BadRequestError('Unsupported request target', 400);
  let url: URL;
  try {
    url = new URL(origin + target);
  } catch {
    throw new BadRequestError('Malformed request target', 400);
  }

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    try {
      if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
      else headers.set(name, value);
    } catch {
      // A header value fetch rejects (e.g. control characters Node let through) is dropped
      // rather than failing the whole request.
    }
  }

  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req, bodyLimit) : undefined;
  return new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

/** Writes a fetch Response to a Node response, including multiple Set-Cookie headers. */
export async function sendResponse(
  res: ServerResponse,
  response: Response,
  method: string,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body =
    method === 'HEAD' || response.body === null ? null : Buffer.from(await response.arrayBuffer());
  if (body !== null) headers['content-length'] = String(body.length);
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(body ?? undefined);
}

/** The CORS headers every platform response carries: the three services are public, browser-facing APIs. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
  'access-control-max-age': '86400',
};

const DEFAULT_ALLOWED_HEADERS = 'Accept, Content-Type, X-Shopify-Storefront-Access-Token';

/** Answers a CORS preflight, allowing whatever request headers the browser asked for. */
export function preflight(request: Request): Response {
  const asked = request.headers.get('access-control-request-headers');
  return new Response(null, {
    status: 204,
    headers: { ...CORS_HEADERS, 'access-control-allow-headers': asked ?? DEFAULT_ALLOWED_HEADERS },
  });
}

/** Returns a copy of `response` with the CORS headers added (headers already set are kept). */
export function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(CORS_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** A JSON response (UTF-8) with optional extra headers. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** Parses a request's body as JSON; an empty body reads as `{}`. Returns `undefined` for anything that is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Resolves after `ms` milliseconds (immediately for 0). */
export function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

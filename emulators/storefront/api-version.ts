/**
 * The Storefront API's version paths. Shopify serves `/api/<version>/graphql.json`, where a version
 * is a release (`2024-01`), `unstable`, or absent (`/api/graphql.json`); peers pin different ones
 * (Next.js Commerce 2023-01, Hydrogen its own release). The platform answers every such path with
 * the one schema it has, 2023-10, and says so in `X-Shopify-API-Version`, as Shopify names the
 * version it actually served when it falls forward from an unsupported one.
 */

export const SERVED_API_VERSION = '2023-10';
export const API_VERSION_HEADER = 'X-Shopify-API-Version';

const VERSION_PATH = /^\/api\/(?:(unstable|\d{4}-(?:0[1-9]|1[0-2]))\/)?graphql(?:\.json)?\/?$/;

/**
 * The version a Storefront API path asks for (`'unstable'`, `'2024-01'`, or `'default'` for
 * `/api/graphql.json`); null when the path is not a Storefront API path (`/api/2024-13/…`,
 * `/api/latest/…`, `/api/2023-10/other`).
 */
export function requestedApiVersion(pathname: string): string | null {
  const match = VERSION_PATH.exec(pathname);
  if (!match) return null;
  return match[1] ?? 'default';
}

export function isStorefrontApiPath(pathname: string): boolean {
  return requestedApiVersion(pathname) !== null;
}

/** The request moved to `servedPath` when it came on another version path; otherwise itself. */
export async function atServedPath(request: Request, servedPath: string): Promise<Request> {
  const url = new URL(request.url);
  if (url.pathname === servedPath || !isStorefrontApiPath(url.pathname)) return request;
  url.pathname = servedPath;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    ...(hasBody ? { body: await request.arrayBuffer() } : {}),
  });
}

/** The response with the header naming the version served. */
export function withServedVersion(response: Response): Response {
  response.headers.set(API_VERSION_HEADER, SERVED_API_VERSION);
  return response;
}

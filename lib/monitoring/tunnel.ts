/**
 * The error-reporting tunnel's decisions (SPEC §2 "/monitoring", §7 "o and p"): the browser posts
 * Sentry envelopes to our own origin, and we relay only those meant for the configured DSN's
 * organisation and project. Sentry's stock tunnel rewrite would relay anyone's envelopes.
 */

/** Envelopes bigger than this are refused (413) unread. */
export const MAX_ENVELOPE_BYTES = 1024 * 1024;
/** The local path the browser SDK posts to. */
export const TUNNEL_PATH = '/monitoring';

export interface ParsedDsn {
  /** Organisation id from a sentry.io ingest host (o123.ingest…), or null (self-hosted). */
  org: string | null;
  project: string;
  publicKey: string;
  /** Where envelopes for this DSN go. */
  envelopeUrl: string;
}

/** Parses a DSN (`https://key@o1.ingest.sentry.io/42`); null when it is not one. */
export function parseDsn(dsn: string | null | undefined): ParsedDsn | null {
  if (!dsn) return null;
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!url.username || !project || !/^\d+$/.test(project)) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const org = /^o(\d+)\.ingest\./.exec(url.hostname)?.[1] ?? null;
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  return {
    org,
    project,
    publicKey: url.username,
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`,
  };
}

/** The tunnel URL the SDK is given: our path plus the DSN's o and p. */
export function tunnelUrl(dsn: ParsedDsn): string {
  const params = new URLSearchParams();
  if (dsn.org) params.set('o', dsn.org);
  params.set('p', dsn.project);
  return `${TUNNEL_PATH}?${params.toString()}`;
}

/** The DSN an envelope names in its first (header) line, if any. */
export function envelopeHeaderDsn(body: string): string | null {
  const firstLine = body.slice(0, body.indexOf('\n') === -1 ? body.length : body.indexOf('\n'));
  try {
    const header = JSON.parse(firstLine) as { dsn?: unknown };
    return typeof header.dsn === 'string' ? header.dsn : null;
  } catch {
    return null;
  }
}

export type TunnelDecision =
  | { forward: true; url: string }
  | { forward: false; status: 400 | 403 | 404 | 405 | 413; reason: string };

export interface TunnelRequest {
  method: string;
  /** Query o and p as received (null when absent). */
  o: string | null;
  p: string | null;
  /** Body size in bytes. */
  size: number;
  /** The DSN in the envelope header, if the body has one. */
  headerDsn: string | null;
}

/**
 * Whether to relay an envelope, and where. Anything not for the configured DSN's project (query
 * o/p, or the DSN in the envelope header) is 403; no DSN configured is 404; too large is 413.
 */
export function decideTunnel(configured: ParsedDsn | null, req: TunnelRequest): TunnelDecision {
  if (!configured) return { forward: false, status: 404, reason: 'error reporting is off' };
  if (req.method !== 'POST') return { forward: false, status: 405, reason: 'POST only' };
  if (req.size > MAX_ENVELOPE_BYTES)
    return { forward: false, status: 413, reason: 'envelope too large' };
  if (req.size === 0) return { forward: false, status: 400, reason: 'empty envelope' };
  if (req.p !== configured.project || (req.o || null) !== configured.org)
    return { forward: false, status: 403, reason: 'unknown organisation or project' };
  if (req.headerDsn !== null) {
    const named = parseDsn(req.headerDsn);
    if (
      !named ||
      named.project !== configured.project ||
      named.envelopeUrl !== configured.envelopeUrl
    )
      return { forward: false, status: 403, reason: 'envelope names another DSN' };
  }
  return { forward: true, url: configured.envelopeUrl };
}

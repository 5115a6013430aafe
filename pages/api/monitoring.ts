/**
 * The error-reporting tunnel (SPEC §2 "/monitoring"; next.config rewrites /monitoring here). Every
 * decision is lib/monitoring/tunnel's; this reads at most 1 MB of body and relays.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { config as appConfig } from '@/lib/config';
import {
  decideTunnel,
  envelopeHeaderDsn,
  MAX_ENVELOPE_BYTES,
  parseDsn,
} from '@/lib/monitoring/tunnel';

// Next's body parser would turn the envelope into an object and caps at its own size; we read raw.
export const config = { api: { bodyParser: false } };

const dsn = parseDsn(appConfig.integrations.sentryDsn);

/** The body, or null once it passes the limit (we stop reading there). */
async function readBody(req: NextApiRequest): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_ENVELOPE_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? null;

export default async function monitoring(req: NextApiRequest, res: NextApiResponse) {
  const body = req.method === 'POST' ? await readBody(req) : Buffer.alloc(0);
  const decision = decideTunnel(dsn, {
    method: req.method ?? 'GET',
    o: first(req.query.o),
    p: first(req.query.p),
    size: body ? body.length : MAX_ENVELOPE_BYTES + 1,
    headerDsn: body ? envelopeHeaderDsn(body.subarray(0, 4096).toString('utf8')) : null,
  });
  if (!decision.forward) {
    res.status(decision.status).json({ error: decision.reason });
    return;
  }
  try {
    const upstream = await fetch(decision.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      body: new Uint8Array(body!),
      signal: AbortSignal.timeout(10_000),
    });
    res.status(upstream.status).send(await upstream.text());
  } catch (error) {
    const reason = error instanceof Error ? (error.cause ?? error).toString() : String(error);
    console.warn(`[monitoring] could not relay an envelope: ${reason}`);
    res.status(502).json({ error: 'relay failed' });
  }
}

import { describe, expect, it } from 'vitest';
import {
  decideTunnel,
  envelopeHeaderDsn,
  MAX_ENVELOPE_BYTES,
  parseDsn,
  tunnelUrl,
  type TunnelRequest,
} from '@/lib/monitoring/tunnel';

const SAAS = 'https://abc@o77.ingest.de.sentry.io/42';
const LOCAL = 'http://abc@127.0.0.1:4399/42';

describe('parseDsn', () => {
  it.each([
    [
      SAAS,
      { org: '77', project: '42', envelopeUrl: 'https://o77.ingest.de.sentry.io/api/42/envelope/' },
    ],
    [LOCAL, { org: null, project: '42', envelopeUrl: 'http://127.0.0.1:4399/api/42/envelope/' }],
    [
      'https://k@sentry.example.com/prefix/9',
      { org: null, project: '9', envelopeUrl: 'https://sentry.example.com/prefix/api/9/envelope/' },
    ],
  ])('%s', (dsn, expected) => {
    expect(parseDsn(dsn)).toMatchObject(expected);
  });

  it.each([
    null,
    '',
    'not a url',
    'https://o1.ingest.sentry.io/42',
    'https://k@o1.ingest.sentry.io/',
    'https://k@o1.ingest.sentry.io/abc',
    'ftp://k@host/1',
  ])('%j is no DSN', (dsn) => {
    expect(parseDsn(dsn)).toBeNull();
  });

  it('builds the tunnel URL with o and p', () => {
    expect(tunnelUrl(parseDsn(SAAS)!)).toBe('/monitoring?o=77&p=42');
    expect(tunnelUrl(parseDsn(LOCAL)!)).toBe('/monitoring?p=42');
  });
});

describe('envelopeHeaderDsn', () => {
  it.each([
    [`{"dsn":"${SAAS}","sent_at":"x"}\n{"type":"event"}\n{}`, SAAS],
    ['{"event_id":"1"}\n{}', null],
    ['garbage', null],
    [`{"dsn":"${SAAS}"}`, SAAS],
  ])('%j → %j', (body, expected) => {
    expect(envelopeHeaderDsn(body)).toBe(expected);
  });
});

describe('decideTunnel', () => {
  const saas = parseDsn(SAAS);
  const local = parseDsn(LOCAL);
  const ok: TunnelRequest = { method: 'POST', o: '77', p: '42', size: 100, headerDsn: SAAS };
  it.each([
    [
      'the configured project',
      saas,
      ok,
      { forward: true, url: 'https://o77.ingest.de.sentry.io/api/42/envelope/' },
    ],
    ['no header DSN', saas, { ...ok, headerDsn: null }, { forward: true }],
    ['another project', saas, { ...ok, p: '43' }, { forward: false, status: 403 }],
    ['another organisation', saas, { ...ok, o: '78' }, { forward: false, status: 403 }],
    ['no organisation', saas, { ...ok, o: null }, { forward: false, status: 403 }],
    ['no project', saas, { ...ok, p: null }, { forward: false, status: 403 }],
    [
      'a header naming another DSN',
      saas,
      { ...ok, headerDsn: 'https://abc@o77.ingest.de.sentry.io/43' },
      { forward: false, status: 403 },
    ],
    [
      'a header naming another host',
      saas,
      { ...ok, headerDsn: 'https://abc@evil.example/42' },
      { forward: false, status: 403 },
    ],
    ['a junk header DSN', saas, { ...ok, headerDsn: 'junk' }, { forward: false, status: 403 }],
    ['exactly 1 MB', saas, { ...ok, size: MAX_ENVELOPE_BYTES }, { forward: true }],
    ['over 1 MB', saas, { ...ok, size: MAX_ENVELOPE_BYTES + 1 }, { forward: false, status: 413 }],
    ['an empty body', saas, { ...ok, size: 0 }, { forward: false, status: 400 }],
    ['a GET', saas, { ...ok, method: 'GET' }, { forward: false, status: 405 }],
    ['no DSN configured', null, ok, { forward: false, status: 404 }],
    [
      'a self-hosted DSN without o',
      local,
      { ...ok, o: null, headerDsn: LOCAL },
      { forward: true, url: 'http://127.0.0.1:4399/api/42/envelope/' },
    ],
    [
      'a self-hosted DSN given an o',
      local,
      { ...ok, headerDsn: LOCAL },
      { forward: false, status: 403 },
    ],
  ] as const)('%s', (_name, dsn, req, expected) => {
    expect(decideTunnel(dsn, req)).toMatchObject(expected);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { SERVER_SAMPLE_RATES, serverMonitoring } from '@/lib/monitoring/server-sentry';

const DSN = 'https://key@o1.ingest.sentry.io/42';
const request = { path: '/products/tea?x=1', method: 'GET', headers: { host: 'shop.test' } };
const context = {
  routerKind: 'Pages Router',
  routePath: '/products/[handle]',
  routeType: 'render',
  revalidateReason: undefined,
} as const;

function fakeSdk() {
  return { init: vi.fn(), captureRequestError: vi.fn() };
}

describe('serverMonitoring', () => {
  it('starts Sentry with the DSN and SPEC §9 trace rate, and captures with the route', async () => {
    const sdk = fakeSdk();
    const load = vi.fn(async () => sdk);
    const monitoring = serverMonitoring(DSN, load as never);
    await monitoring.start();
    expect(sdk.init).toHaveBeenCalledWith({ dsn: DSN, tracesSampleRate: 1 });
    expect(SERVER_SAMPLE_RATES.tracesSampleRate).toBe(1);
    const error = new Error('platform down');
    await monitoring.onRequestError(error, request, context);
    expect(sdk.captureRequestError).toHaveBeenCalledWith(error, request, context);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an error before start still starts the SDK once and is captured', async () => {
    const sdk = fakeSdk();
    const load = vi.fn(async () => sdk);
    const monitoring = serverMonitoring(DSN, load as never);
    await Promise.all([
      monitoring.onRequestError(new Error('early'), request, context),
      monitoring.start(),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.captureRequestError).toHaveBeenCalledTimes(1);
  });

  it('without a DSN loads nothing and captures nothing', async () => {
    const load = vi.fn(async () => fakeSdk());
    const monitoring = serverMonitoring(undefined, load as never);
    await monitoring.start();
    await monitoring.onRequestError(new Error('x'), request, context);
    expect(load).not.toHaveBeenCalled();
  });

  it('a DSN that is not one is off, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(async () => fakeSdk());
    const monitoring = serverMonitoring('not a dsn', load as never);
    await monitoring.start();
    await monitoring.onRequestError(new Error('x'), request, context);
    expect(load).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a DSN'));
  });

  it('an SDK that fails to load is logged, and requests go on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const monitoring = serverMonitoring(DSN, () => Promise.reject(new Error('no module')));
    await monitoring.start();
    await expect(monitoring.onRequestError(new Error('x'), request, context)).resolves.toBe(
      undefined,
    );
    expect(warn).toHaveBeenCalled();
  });
});

describe('the real SDK through the hook', () => {
  it('sends an envelope naming the route to the DSN', async () => {
    const { createServer } = await import('node:http');
    const bodies: string[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        bodies.push(Buffer.concat(chunks).toString('utf8'));
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const monitoring = serverMonitoring(`http://key@127.0.0.1:${port}/42`);
      await monitoring.start();
      await monitoring.onRequestError(new Error('real capture'), request, context);
      const Sentry = await import('@sentry/nextjs');
      await Sentry.flush(5000);
      const report = bodies.find((b) => b.includes('real capture'));
      expect(report).toContain('"router_path":"/products/[handle]"');
      await Sentry.close(2000);
    } finally {
      server.close();
    }
  });
});

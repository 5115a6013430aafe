import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmImages } from '@/lib/images/warm';

const page = (sizes: string) =>
  `<link rel="preload" as="image" imageSrcSet="/_next/image?url=h&amp;w=750&amp;q=75 750w, /_next/image?url=h&amp;w=1200&amp;q=75 1200w, /_next/image?url=h&amp;w=1920&amp;q=75 1920w" imageSizes="${sizes}"/>`;

let server: Server | undefined;
afterEach(() => {
  server?.close();
  vi.restoreAllMocks();
});

/** A free port on loopback, closed again. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A stand-in server, listening after `listenAfterMs`; images are cached once asked for. */
async function start(listenAfterMs = 0) {
  const seen: { url: string; accept: string | undefined; inFlight: number }[] = [];
  const cached = new Set(['/_next/image?url=h&w=750&q=75']);
  let inFlight = 0;
  const own = createServer((req, res) => {
    inFlight += 1;
    seen.push({ url: req.url ?? '', accept: req.headers.accept, inFlight });
    setTimeout(() => {
      res.setHeader('x-nextjs-cache', cached.has(req.url ?? '') ? 'HIT' : 'MISS');
      inFlight -= 1;
      res.end('img');
    }, 5);
  });
  server = own;
  const port = await freePort();
  setTimeout(() => own.listen(port, '127.0.0.1'), listenAfterMs);
  return { origin: `http://127.0.0.1:${port}`, seen };
}

describe('warmImages', () => {
  it('once the server listens, asks for each planned variant once, one at a time, as AVIF', async () => {
    const { origin, seen } = await start(600);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const count = await warmImages(origin, '/nowhere', [
      page('(max-width: 800px) 100vw, 50vw'),
      page('(max-width: 800px) 100vw, 50vw'),
    ]);
    expect(count).toBe(3);
    expect(seen.map((s) => s.url)).toEqual([
      '/_next/image?url=h&w=750&q=75',
      '/_next/image?url=h&w=1200&q=75',
      '/_next/image?url=h&w=1920&q=75',
    ]);
    expect(seen.every((s) => s.inFlight === 1)).toBe(true);
    expect(seen.every((s) => s.accept?.startsWith('image/avif'))).toBe(true);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toMatch(
      /^\[images\] warmed 3 variants in [\d.]+ s \(1 were cached\)$/,
    );
  });

  it('does nothing for pages without a preloaded image, and says so', async () => {
    const { origin, seen } = await start();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await warmImages(origin, '/nowhere', ['<p>no image</p>'])).toBe(0);
    expect(seen).toEqual([]);
    expect(log).toHaveBeenCalledWith('[images] warmed 0 variants: no page preloads an image');
  });

  it('stops at the first failure, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { origin } = await start();
    server!.removeAllListeners('request');
    server!.on('request', (req) => req.socket.destroy());
    expect(await warmImages(origin, '/nowhere', [page('100vw')])).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
  });
});

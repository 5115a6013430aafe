import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { shareTurnsBetweenRequests } from '@/lib/server/share-turns';

let restore: (() => void) | null = null;
let server: http.Server | null = null;

afterEach(async () => {
  restore?.();
  restore = null;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** Burns `ms` of main thread, as rendering a page does. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

async function listen(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler);
  const events: string[] = [];
  server.on('listening', () => events.push('listening'));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  expect(events).toEqual(['listening']);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('shareTurnsBetweenRequests', () => {
  it('answers every request of a burst on a busy server, each with its own response', async () => {
    restore = shareTurnsBetweenRequests(2);
    const base = await listen((req, res) => {
      busy(3);
      res.end(req.url);
    });
    const paths = Array.from({ length: 24 }, (_, i) => `/page-${i}`);
    const agent = new http.Agent({ keepAlive: false });
    const bodies = await Promise.all(
      paths.map(
        (p) =>
          new Promise<string>((resolve, reject) => {
            http
              .get(`${base}${p}`, { agent }, (res) => {
                let body = '';
                res.on('data', (chunk: Buffer) => (body += chunk.toString()));
                res.on('end', () => resolve(body));
              })
              .on('error', reject);
          }),
      ),
    );
    expect(bodies).toEqual(paths);
  });

  it('wraps emit once, and puts it back', () => {
    const original = http.Server.prototype.emit;
    restore = shareTurnsBetweenRequests();
    const wrapped = http.Server.prototype.emit;
    expect(wrapped).not.toBe(original);
    shareTurnsBetweenRequests();
    expect(http.Server.prototype.emit).toBe(wrapped);
    restore();
    restore = null;
    expect(http.Server.prototype.emit).toBe(original);
  });
});

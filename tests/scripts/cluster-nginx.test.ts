import { describe, expect, it } from 'vitest';
import { nginxConfig } from '../../scripts/cluster/nginx.mjs';

describe('nginxConfig (npm run test:cluster)', () => {
  const sites = [
    { port: 3400, upstreams: [3401, 3402] },
    { port: 3409, upstreams: [3401] },
  ];

  it('puts each site in front of its own instances', () => {
    const conf = nginxConfig({ dir: '/tmp/x', sites });
    expect(conf).toContain('listen 127.0.0.1:3400;');
    expect(conf).toContain('listen 127.0.0.1:3409;');
    expect(conf.match(/server 127\.0\.0\.1:3401 /g)).toHaveLength(2);
    expect(conf.match(/server 127\.0\.0\.1:3402 /g)).toHaveLength(1);
    expect(conf).toContain('pid /tmp/x/nginx.pid;');
  });

  it.each([
    [true, /proxy_next_upstream error timeout http_502 http_503 http_504;/],
    [false, /proxy_next_upstream off;/],
  ])('retry %s → %s', (retry, line) => {
    expect(nginxConfig({ dir: '/tmp/x', sites, retry })).toMatch(line);
  });

  it('never retries a non-idempotent request (a cart change or a webhook sent twice)', () => {
    expect(nginxConfig({ dir: '/tmp/x', sites })).not.toContain('non_idempotent');
  });
});

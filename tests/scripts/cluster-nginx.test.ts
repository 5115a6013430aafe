import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FRONT_CACHE_DIRECTIVES,
  FRONT_CACHE_MAPS,
  nginxConfig,
} from '../../scripts/cluster/nginx.mjs';

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

  it('keeps upstream connections alive, dropping idle ones before Node would (5 s)', () => {
    const conf = nginxConfig({ dir: '/tmp/x', sites });
    expect(conf).toContain('proxy_http_version 1.1;');
    expect(conf).toContain('proxy_set_header Connection "";');
    expect(conf.match(/keepalive 32;/g)).toHaveLength(2);
    expect(conf.match(/keepalive_timeout 4s;/g)).toHaveLength(2);
    expect(nginxConfig({ dir: '/tmp/x', sites, keepalive: 128 })).toContain('keepalive 128;');
    const deployed = readFileSync(path.join(__dirname, '../../deploy/nginx.conf'), 'utf8');
    expect(deployed).toMatch(/upstream shop \{[^}]*keepalive 64;[^}]*keepalive_timeout 4s;/);
  });

  it('never retries a non-idempotent request (a cart change or a webhook sent twice)', () => {
    expect(nginxConfig({ dir: '/tmp/x', sites })).not.toContain('non_idempotent');
  });

  describe('the front cache (a site with cache: true)', () => {
    const cached = nginxConfig({
      dir: '/tmp/x',
      sites: [...sites, { port: 3408, upstreams: [3401, 3402], cache: true }],
    });
    const site = (conf: string, port: number) =>
      conf.slice(conf.indexOf(`listen 127.0.0.1:${port};`)).split(/\n {2}\}\n/)[0] ?? '';

    it('caches only on the site that asks for it', () => {
      expect(nginxConfig({ dir: '/tmp/x', sites })).not.toContain('proxy_cache');
      expect(site(cached, 3400)).not.toContain('proxy_cache');
      expect(site(cached, 3408)).toContain('proxy_cache front;');
      expect(cached).toContain('proxy_cache_path /tmp/x/cache ');
    });

    it('keeps a page one second, not its s-maxage, so a publish shows at once', () => {
      expect(site(cached, 3408)).toContain('proxy_ignore_headers Cache-Control Expires;');
      expect(site(cached, 3408)).toContain('proxy_cache_valid 200 1s;');
    });

    it('never stores what may not be shared, nor serves the cache to a draft visitor', () => {
      expect(cached).toMatch(
        /map \$upstream_http_cache_control \$front_no_store \{[^}]*private\|no-store\|no-cache/,
      );
      expect(cached).toMatch(
        /map \$http_cookie \$front_draft \{[^}]*__prerender_bypass\|__next_preview_data/,
      );
      expect(site(cached, 3408)).toContain('proxy_cache_bypass $front_draft;');
      expect(site(cached, 3408)).toContain('proxy_no_cache $front_draft $front_no_store;');
      expect(site(cached, 3408)).not.toContain('proxy_ignore_headers Set-Cookie');
    });

    it('passes /api/ through uncached', () => {
      const api = site(cached, 3408).slice(site(cached, 3408).indexOf('location /api/'));
      expect(api).toContain('proxy_pass http://shop_3408;');
      expect(api).not.toContain('proxy_cache');
    });
  });

  it('deploy/nginx.conf has the same front cache, line for line', () => {
    const deployed = readFileSync(path.join(__dirname, '../../deploy/nginx.conf'), 'utf8')
      .split('\n')
      .map((line) => line.trim());
    const lines = `${FRONT_CACHE_MAPS}\n${FRONT_CACHE_DIRECTIVES}`
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((line) => !deployed.includes(line))).toEqual([]);
  });
});

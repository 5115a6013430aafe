/**
 * The reverse proxy of `npm run test:cluster` and `npm run bench` (and, in spirit, of
 * deploy/nginx.conf): nginx with each listening port in front of its own set of shop instances,
 * with or without the front cache.
 */

/** Where the front cache keeps its entries; `dir` is nginx's own folder. */
const cachePath = (dir) =>
  `proxy_cache_path ${dir}/cache levels=1:2 keys_zone=front:10m max_size=256m inactive=10m use_temp_path=off;`;

/**
 * The front cache: a micro-cache of one second, in front of every instance, so a page costs the
 * instances one render-or-lookup a second however many shoppers ask for it (a page as cheap to
 * serve as a static file). `npm run test:cluster` runs these lines (the bench runs its
 * front without them, to measure the shop's own cost); deploy/nginx.conf repeats them (nginx
 * cannot import a JavaScript string), and tests/scripts/cluster-nginx.test.ts fails when the two
 * differ.
 *
 * - One second, not the pages' own `s-maxage=60`: a publish (webhook → on-demand revalidation)
 *   must reach shoppers at once, as it does without the front; `proxy_ignore_headers` makes nginx
 *   use `proxy_cache_valid` instead of the page's max-age.
 * - Ignoring Cache-Control must not cache what may not be shared: a response marked private,
 *   no-store or no-cache (draft pages, the 404 page, API answers that say so) is never stored
 *   ($front_no_store), and a response that sets a cookie is never stored (nginx's default).
 * - A visitor in draft mode (Next's preview cookies: the Visual Editor) never gets the cache and
 *   never fills it ($front_draft).
 * - `/api/` is never cached: health checks, the webhook, the draft entry.
 * - Under load one request a second goes through (`proxy_cache_lock`), the others are served
 *   what is there (`updating`), refreshed in the background; if every instance fails, the last
 *   good page is served for up to 10 minutes (`inactive`) rather than an error.
 */
export const FRONT_CACHE_MAPS = `  map $upstream_http_cache_control $front_no_store {
    default 0;
    ~*(private|no-store|no-cache) 1;
  }
  map $http_cookie $front_draft {
    default 0;
    ~*(__prerender_bypass|__next_preview_data) 1;
  }`;

export const FRONT_CACHE_DIRECTIVES = `proxy_cache front;
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_valid 200 1s;
      proxy_cache_bypass $front_draft;
      proxy_no_cache $front_draft $front_no_store;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout http_502 http_503 http_504;
      proxy_cache_background_update on;
      add_header X-Cache $upstream_cache_status always;`;

/**
 * An nginx.conf that runs unprivileged out of `dir` (pid, logs, temp files and cache there).
 *
 * `proxy_next_upstream`: a request that meets a dead or failing instance (refused connection,
 * reset, 502/503/504) is sent again to the next one. nginx does so only for idempotent methods
 * (GET, HEAD…) unless `non_idempotent` is added, which it is not: a POST to the cart or the
 * webhook is never sent twice. `max_fails`/`fail_timeout` take a failed instance out of the
 * rotation for a few seconds, so not every request pays the failed attempt.
 *
 * `retry: false` turns that off (`npm run test:cluster` with CLUSTER_RETRY=0, to watch the
 * kill check fail). A site with `cache: true` has the front cache (see `FRONT_CACHE_DIRECTIVES`).
 *
 * Upstream connections are kept alive (HTTP/1.1, no `Connection: close`), up to `keepalive` idle
 * ones per site: fewer than the requests in flight and nginx closes the extra ones as they finish,
 * opening new ones under load. They are dropped after 4 s idle, before Node's own 5 s
 * (`server.keepAliveTimeout`) would close one under a request nginx is sending on it.
 *
 * @param {{ dir: string, sites: { port: number, upstreams: number[], cache?: boolean }[], retry?: boolean, keepalive?: number }} options
 * @returns {string}
 */
export function nginxConfig({ dir, sites, retry = true, keepalive = 32 }) {
  const nextUpstream = retry
    ? `proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;`
    : 'proxy_next_upstream off;';
  const proxied = `proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      ${nextUpstream}
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;`;
  const servers = sites.map(({ port, upstreams, cache = false }) => {
    const members = upstreams
      .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=3s;`)
      .join('\n');
    const uncached = cache
      ? `
    location /api/ {
      proxy_pass http://shop_${port};
      ${proxied}
    }`
      : '';
    return `  upstream shop_${port} {
${members}
    keepalive ${keepalive};
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop_${port};
      ${proxied}${cache ? `\n      ${FRONT_CACHE_DIRECTIVES}` : ''}
    }${uncached}
  }`;
  });
  const cached = sites.some((site) => site.cache);
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;${cached ? `\n  ${cachePath(dir)}\n${FRONT_CACHE_MAPS}` : ''}
${servers.join('\n')}
}
`;
}

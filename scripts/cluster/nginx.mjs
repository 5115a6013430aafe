/**
 * The reverse proxy of `npm run test:cluster` (and, in spirit, of deploy/nginx.conf): nginx with
 * each listening port in front of its own set of shop instances.
 */

/**
 * An nginx.conf that runs unprivileged out of `dir` (pid, logs and temp files there).
 *
 * `proxy_next_upstream`: a request that meets a dead or failing instance (refused connection,
 * reset, 502/503/504) is sent again to the next one. nginx does so only for idempotent methods
 * (GET, HEAD…) unless `non_idempotent` is added, which it is not: a POST to the cart or the
 * webhook is never sent twice. `max_fails`/`fail_timeout` take a failed instance out of the
 * rotation for a few seconds, so not every request pays the failed attempt.
 *
 * `retry: false` turns that off (`npm run test:cluster` with CLUSTER_RETRY=0, to watch the
 * kill check fail).
 *
 * @param {{ dir: string, sites: { port: number, upstreams: number[] }[], retry?: boolean }} options
 * @returns {string}
 */
export function nginxConfig({ dir, sites, retry = true }) {
  const nextUpstream = retry
    ? `proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;`
    : 'proxy_next_upstream off;';
  const servers = sites.map(({ port, upstreams }) => {
    const members = upstreams
      .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=3s;`)
      .join('\n');
    return `  upstream shop_${port} {
${members}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop_${port};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      ${nextUpstream}
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
    }
  }`;
  });
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
  scgi_temp_path ${dir}/scgi;
${servers.join('\n')}
}
`;
}

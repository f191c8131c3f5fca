// nginx's and Prometheus's configuration for the stack, written into its run folder
// (docs/operations.md "The stack").
import { join } from 'node:path'
import { errorCatalog } from '../../packages/contract/src/errors.js'

/**
 * nginx in front of the instances: any instance for any request (no ip_hash, no cookie: a player's
 * session lives in PostgreSQL and their pushes reach every instance through Redis, so any instance
 * answers any request), the hub's WebSocket upgrade passed through on `/hub/`, and a request id
 * ($request_id) in `X-Request-Id` to the instance and back to the client, so one request can be
 * followed from nginx's access log into the instance's log. `TRUST_PROXY` on the instances takes
 * the client's address from `X-Forwarded-For`. `X-Upstream` ($upstream_addr) names the instances a
 * request was passed to, the last one answering: the chaos run places its failures and its hub
 * sockets by it (docs/operations.md "The chaos run"). The stack's balancer only; a public one
 * would not tell the world its private addresses.
 */
// A location with a proxy_set_header of its own inherits none from the server block: both repeat these.
const FORWARDED = [
  'Host $http_host',
  'X-Forwarded-For $proxy_add_x_forwarded_for',
  'X-Forwarded-Proto $scheme',
  'X-Forwarded-Host $http_host',
  'X-Request-Id $request_id',
  // When nginx read the request (seconds since the epoch, to the millisecond): an instance counts a
  // call's wait in line from here, so one it reads late is not served after its client has gone
  // (docs/operations.md "Calls in line").
  'X-Request-Start "t=${msec}"',
]
  .map((h) => `      proxy_set_header ${h};`)
  .join('\n')

/**
 * The API's documented 503s as nginx answers them for what it could not pass on: an instance that
 * died or stopped answering mid-request (502, 504) once the retries on the others are spent or not
 * allowed. In the request's `X-Locale`, Turkish by default. A read answers `SERVER_BUSY` (it changed
 * nothing, try again); a write answers `OUTCOME_UNKNOWN`, since the lost instance may have done it
 * before it went (packages/contract errors, docs/operations.md "The chaos run").
 */
const BUSY_RETRY_AFTER_SECONDS = 1
const busyBody = (code: 'SERVER_BUSY' | 'OUTCOME_UNKNOWN', locale: 'tr' | 'en') =>
  JSON.stringify({
    success: false,
    code,
    message: errorCatalog[code].message[locale],
    data: { retryAfter: BUSY_RETRY_AFTER_SECONDS },
  })

/**
 * Retrying and answering for a lost instance (docs/operations.md "Graceful shutdown", "Behind
 * nginx"): a connection refused or reset, a timeout, or a closing instance's 503 goes to the next
 * instance; nginx sends a POST again only when nothing of it reached the lost one (its default:
 * no `non_idempotent`). What is left is answered SERVER_BUSY or OUTCOME_UNKNOWN, never nginx's HTML
 * 502 or 504.
 */
const RETRY = `      proxy_next_upstream error timeout http_503;
      proxy_next_upstream_timeout 10s;
      error_page 502 504 =503 @busy;`

export function nginxConf(o: { dir: string; port: number; instancePorts: number[] }): string {
  const path = (name: string) => join(o.dir, name)
  // A hub socket holds two connections (the client's and the upstream's): the chaos run's 20,000
  // sockets need 40,000 files. A process may hold fewer than the machine's hard limit (20,000 on
  // the build machine, not raisable there), so four workers share them, the kernel spreading the
  // connections (reuseport) (docs/operations.md "The chaos run").
  // No instance is set aside for a failure (max_fails=0, docs/operations.md "Graceful shutdown"):
  // on one host a refused connect or a closing instance's 503 costs a loopback round trip before
  // the next instance, and a failure every instance shares (a crowd's reconnect, PgBouncer away)
  // set them all aside at once, so nginx answered "no live upstreams" for seconds after it.
  const servers = o.instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')
  return `worker_processes 4;
worker_rlimit_nofile 19500;
pid ${path('nginx.pid')};
error_log ${path('error.log')} warn;

events {
  worker_connections 19000;
}

http {
  log_format stack '$remote_addr [$time_local] "$request" $status $body_bytes_sent '
                   'rid=$request_id upstream=$upstream_addr rt=$request_time urt=$upstream_response_time';
  access_log ${path('access.log')} stack;
  client_body_temp_path ${path('client_body')};
  proxy_temp_path ${path('proxy')};
  fastcgi_temp_path ${path('fastcgi')};
  uwsgi_temp_path ${path('uwsgi')};
  scgi_temp_path ${path('scgi')};
  types_hash_max_size 2048;
  client_max_body_size 12m;
  server_tokens off;

  # Calls go to the instance with the fewest in flight (least_conn, counted over all workers in the
  # zone): under round robin an instance that fell behind (a pool queue built up in a burst) kept
  # its equal share and stayed seconds behind the others for the rest of the run. The hub's
  # sockets are counted apart, so 10,000 open sockets on one instance do not turn calls away from it.
  upstream galata {
    zone galata 64k;
    least_conn;
${servers}
    keepalive 64;
  }

  # The hub's sockets, in turn over the instances (round robin): a stopped instance's crowd is
  # split over all the others. Under least_conn the whole crowd went to the emptiest one, which
  # took 38.5 s for 10,000 upgrades while another took none (docs/operations.md "nginx").
  upstream galata_hub {
    zone galata_hub 64k;
${servers}
  }

  # A read or a write, in English or Turkish: the first matching line wins.
  map "$request_method:$http_x_locale" $busy_body {
    ~^(GET|HEAD):en$ '${busyBody('SERVER_BUSY', 'en')}';
    ~^(GET|HEAD):    '${busyBody('SERVER_BUSY', 'tr')}';
    ~:en$            '${busyBody('OUTCOME_UNKNOWN', 'en')}';
    default          '${busyBody('OUTCOME_UNKNOWN', 'tr')}';
  }

  map $http_upgrade $connection_upgrade {
    default upgrade;
    ''      '';
  }

  server {
    # Each worker's accept queue (reuseport) holds 4,096, not nginx's default 511: a stopped
    # instance's hub clients come back at once (docs/operations.md "Accept queues").
    listen 127.0.0.1:${o.port} reuseport backlog=4096;
    proxy_http_version 1.1;
    add_header X-Request-Id $request_id always;
    add_header X-Upstream $upstream_addr always;

    location /hub/ {
      proxy_pass http://galata_hub;
${FORWARDED}
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
${RETRY}
    }

    # Prometheus scrapes each instance on its own port; the public port does not publish them.
    location = /metrics {
      return 404;
    }

    location / {
      proxy_pass http://galata;
${FORWARDED}
      # Keep-alive to the instances (the upstream's keepalive pool).
      proxy_set_header Connection '';
${RETRY}
    }

    location @busy {
      default_type 'application/json; charset=utf-8';
      add_header X-Request-Id $request_id always;
      add_header X-Upstream $upstream_addr always;
      add_header Retry-After ${BUSY_RETRY_AFTER_SECONDS} always;
      return 503 $busy_body;
    }
  }
}
`
}

/**
 * Prometheus scraping every instance's `/metrics`, each labelled by its port, with the instances'
 * METRICS_TOKEN as its bearer credentials (docs/operations.md "Metrics").
 */
export function prometheusYml(o: { instancePorts: number[]; metricsToken: string }): string {
  return `global:
  scrape_interval: 5s
  evaluation_interval: 15s

scrape_configs:
  - job_name: galata
    metrics_path: /metrics
    authorization:
      credentials: '${o.metricsToken}'
    static_configs:
${o.instancePorts.map((p) => `      - targets: ['127.0.0.1:${p}']\n        labels: { instance_name: 'galata-${p}' }`).join('\n')}
`
}

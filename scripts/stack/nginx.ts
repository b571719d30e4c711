import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { spawnOwned } from './owned-process';
import { PIN_HEADER, SERVED_BY_HEADER } from './headers';
import { answersOk, waitFor } from './wait';

interface Upstreams {
  a: number;
  b: number;
}

/** Debian puts nginx in /usr/sbin, which is not on every PATH. */
const NGINX = process.env.NGINX_PATH ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** Makes a self-signed certificate for localhost, valid two days. */
function makeCertificate(dir: string) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
  return { cert, key };
}

/**
 * The proxy's headers, repeated in each location: nginx inherits `proxy_set_header` only into a
 * block that sets none of its own.
 */
const forwarding = (indent: string) =>
  [
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto https;',
    // The same id in nginx's access log and the server's log lines.
    'proxy_set_header X-Request-Id $request_id;',
  ]
    .map((line) => `${indent}${line}`)
    .join('\n');

function nginxConfig(dir: string, port: number, servers: Upstreams, tls: { cert: string; key: string }) {
  const temp = path.join(dir, 'temp');
  const serverLine = (p: number) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`;
  return `# Written by scripts/stack.ts for one run; everything it touches is in ${dir}.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }

http {
  log_format stack '$remote_addr [$time_local] "$request" $status $upstream_addr $request_id';
  access_log ${dir}/access.log stack;
  client_body_temp_path ${temp}/client-body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  # Pictures may be 3 MB (nginx refuses bodies over 1 MB unless told).
  client_max_body_size 4m;

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }
  # ${PIN_HEADER}: a or b pins a request to that server (no fallback); otherwise round-robin.
  map $http_x_stack_server $newleaf_upstream {
    default newleaf;
    a newleaf_a;
    b newleaf_b;
  }
  # After a failover $upstream_addr lists every server tried; the last one answered.
  map $upstream_addr $served_by {
    default '';
    "~127\\.0\\.0\\.1:${servers.a}$" a;
    "~127\\.0\\.0\\.1:${servers.b}$" b;
  }
  upstream newleaf {
    ${serverLine(servers.a)}
    ${serverLine(servers.b)}
  }
  upstream newleaf_a { server 127.0.0.1:${servers.a}; }
  upstream newleaf_b { server 127.0.0.1:${servers.b}; }

  server {
    listen 127.0.0.1:${port} ssl http2;
    server_name localhost;
    ssl_certificate ${tls.cert};
    ssl_certificate_key ${tls.key};
    ssl_protocols TLSv1.2 TLSv1.3;

    proxy_http_version 1.1;
    # A server that refuses the connection, or does not take it within 2 s, hands the request to
    # the other one; so does a GET whose server dies before answering (a POST is not sent twice).
    proxy_next_upstream error timeout;
    proxy_connect_timeout 2s;
    add_header ${SERVED_BY_HEADER} $served_by always;

    location /api/ws {
      proxy_pass http://$newleaf_upstream;
${forwarding('      ')}
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # The app pings every 25 s; an idle live connection is not cut.
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
    location / {
      proxy_pass http://$newleaf_upstream;
${forwarding('      ')}
      proxy_set_header Connection "";
    }
  }
}
`;
}

/** nginx as the TLS reverse proxy in front of both servers, everything it writes inside `dir`. */
export async function startNginx(dir: string, port: number, servers: Upstreams) {
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
  // Run as root, nginx's workers become `nobody`: they must be able to reach their temp folders.
  fs.chmodSync(dir, 0o755);
  const tls = makeCertificate(dir);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(dir, port, servers, tls));
  const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'];
  const checked = spawnSync(NGINX, ['-t', '-q', ...args.slice(0, 6)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (checked.error) throw new Error('nginx is not installed (apt-get install nginx-light)');
  if (checked.status !== 0) throw new Error(`nginx refused its configuration:\n${checked.stderr.toString()}`);
  const child = spawnOwned(NGINX, args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `https://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    // SIGTERM, nginx's fast shutdown: a graceful one would wait for every open WebSocket.
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  await waitFor('nginx', async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${dir}/error.log`);
    return answersOk(`https://127.0.0.1:${port}/api/health`);
  }).catch(async (err: unknown) => {
    await stop();
    throw err;
  });
  return { url, accessLog: path.join(dir, 'access.log'), stop };
}

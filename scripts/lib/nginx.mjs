// Debian's nginx for the multi-instance test and the front-cache bench: installs it when missing
// (as ensureChromium does for the browser), renders deploy/nginx/pawtrail.conf.template, and runs
// it in the foreground on loopback ports with every file in a directory of its own.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '../..');
export const NGINX = '/usr/sbin/nginx';
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
export const TEMPLATE = path.join(root, 'deploy/nginx/pawtrail.conf.template');

/** Installs nginx-light and its Brotli filter from Debian when absent (root and apt needed). */
export function ensureNginx(log) {
  if (existsSync(NGINX) && existsSync(BROTLI)) return;
  log('installing Debian nginx (nginx-light, libnginx-mod-http-brotli-filter)');
  const install = () =>
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light', 'libnginx-mod-http-brotli-filter'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    install();
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    install();
  }
  // The package starts a system nginx on port 80; this project does not use it.
  try {
    execFileSync(NGINX, ['-s', 'stop'], { stdio: 'ignore' });
  } catch {
    // not running
  }
}

/** The template with only the named ${VARIABLES} replaced (nginx's own $variables stay). */
export function renderTemplate(vars) {
  return readFileSync(TEMPLATE, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (whole, name) => {
    if (!(name in vars)) throw new Error(`nginx template: no value for ${name}`);
    return vars[name];
  });
}

/**
 * Writes dir/nginx.conf (the site file from the template inside a minimal main configuration)
 * and starts nginx in the foreground. `extraServers` are more server blocks (the bench's
 * file-serving twin). Resolves once it answers on `listen`.
 */
export async function startNginx({ dir, port, appServers, extraServers = '' }) {
  const cacheDir = path.join(dir, 'cache');
  const tmp = path.join(dir, 'tmp');
  for (const d of [dir, cacheDir, tmp]) mkdirSync(d, { recursive: true });
  // Run as root (tests), nginx's workers are `nobody`: they must write the cache and temp files.
  for (const d of [dir, cacheDir, tmp]) chmodSync(d, 0o777);
  const site = renderTemplate({
    NGINX_LISTEN: `127.0.0.1:${port}`,
    APP_SERVERS: appServers.map((a) => `server ${a} max_fails=1 fail_timeout=5s;`).join('\n    '),
    NGINX_CACHE_DIR: cacheDir,
  });
  writeFileSync(path.join(dir, 'pawtrail.conf'), site);
  const conf = `daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
load_module ${BROTLI};
events { worker_connections 2048; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 100000;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  include ${dir}/pawtrail.conf;
${extraServers}
}
`;
  const confPath = path.join(dir, 'nginx.conf');
  writeFileSync(confPath, conf);
  execFileSync(NGINX, ['-t', '-q', '-c', confPath, '-p', dir], { stdio: 'inherit' });
  const child = spawn(NGINX, ['-c', confPath, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${dir}/error.log`);
    const up = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (up) return child;
    await sleep(100);
  }
  child.kill('SIGTERM');
  throw new Error('nginx did not answer within 10 s');
}

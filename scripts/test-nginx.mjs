#!/usr/bin/env node
/**
 * Serves out/ with the README's nginx configuration (scripts/hosting/nginx.conf) in a real
 * nginx and runs e2e/nginx.spec.ts against it: the HTTP answers a self-hoster gets, then the
 * core browser checks. Installs Debian's nginx-light when it is missing and this runs as root
 * (as scripts/ensure-browser.mjs does for Chromium); elsewhere, without nginx, it says so and
 * skips. No well-kept package runs nginx for tests; this only writes its config and starts it.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const NGINX = '/usr/sbin/nginx';
const NGINX_PORT = 4179;
const dir = path.resolve('.nginx');

function ensureNginx() {
  if (existsSync(NGINX)) return true;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log("No nginx found: installing Debian's nginx-light package (apt-get)…");
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  // A machine whose package lists are stale or empty needs them read first.
  if (!apt(['install', '-y', '--no-install-recommends', 'nginx-light']) && apt(['update'])) apt(['install', '-y', '--no-install-recommends', 'nginx-light']);
  return existsSync(NGINX);
}

if (!ensureNginx()) {
  console.log('nginx checks skipped: nginx is not installed and cannot be installed here (needs root and apt-get).');
  process.exit(0);
}
if (!existsSync('out/index.html')) execSync('npm run build', { stdio: 'inherit' });

// The repository's server block as it is, but for the port and the folder it serves.
const server = readFileSync('scripts/hosting/nginx.conf', 'utf8')
  .replace(/^\s*listen 80;$/m, `  listen 127.0.0.1:${NGINX_PORT};`)
  .replace(/^\s*root \S+;$/m, `  root ${path.resolve('out')};`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(path.join(dir, 'logs'), { recursive: true });
writeFileSync(path.join(dir, 'server.conf'), server);
// An unprivileged nginx: its own pid, logs and temporary paths under .nginx/.
writeFileSync(
  path.join(dir, 'nginx.conf'),
  `pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/server.conf;
}
`,
);
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.nginx.config.ts'], { stdio: 'inherit', env: { ...process.env, NGINX_DIR: dir } });
process.exit(run.status ?? 1);

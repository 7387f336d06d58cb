/**
 * No well-kept package starts a real nginx, unprivileged, from the configuration under test.
 * A real nginx for the tests, with the repository's server block (scripts/hosting/nginx.conf)
 * as it is but for its port and folder: installed from Debian's packages when missing and this
 * runs as root (as scripts/test/ensure-browser.mjs does for Chromium), started unprivileged with its
 * pid, logs and temporary files in a folder of its own.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Run as root, nginx hands requests to workers running as `nobody`, which cannot read a site in
 * a folder only root may enter (a clone in `mktemp -d`, mode 700): they answer 404. The tests'
 * server reads what the tests can read.
 */
const workerUser = typeof process.getuid === 'function' && process.getuid() === 0 ? 'user root;\n' : '';

export const NGINX = '/usr/sbin/nginx';

/** True when nginx is there, or could be installed here. */
export function ensureNginx() {
  if (existsSync(NGINX)) return true;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log("No nginx found: installing Debian's nginx-light package (apt-get)…");
  const apt = (args) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0;
  // A machine whose package lists are stale or empty needs them read first.
  if (!apt(['install', '-y', '--no-install-recommends', 'nginx-light']) && apt(['update']))
    apt(['install', '-y', '--no-install-recommends', 'nginx-light']);
  return existsSync(NGINX);
}

/**
 * Writes `dir`/nginx.conf serving `root` on 127.0.0.1:`port`, with the build's redirects
 * (`_redirects.nginx`, in `root` unless the build is in a folder under it); returns the command that
 * runs it in the foreground.
 */
export function nginxServing({ root, port, dir, redirects = path.join(root, '_redirects.nginx') }) {
  const server = readFileSync('scripts/hosting/nginx.conf', 'utf8')
    .replace(/^\s*listen 80;$/m, `  listen 127.0.0.1:${port};`)
    .replace(/^\s*root \S+;$/m, `  root ${path.resolve(root)};`)
    .replace(/include \/var\/www\/portfolio\/out\/_redirects\.nginx;/, `include ${path.resolve(redirects)};`);
  const home = path.resolve(dir);
  rmSync(home, { recursive: true, force: true });
  mkdirSync(path.join(home, 'logs'), { recursive: true });
  writeFileSync(path.join(home, 'server.conf'), server);
  writeFileSync(
    path.join(home, 'nginx.conf'),
    `${workerUser}pid ${home}/nginx.pid;
error_log ${home}/logs/error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${home}/body;
  proxy_temp_path ${home}/proxy;
  fastcgi_temp_path ${home}/fastcgi;
  uwsgi_temp_path ${home}/uwsgi;
  scgi_temp_path ${home}/scgi;
  include ${home}/server.conf;
}
`,
  );
  return `${NGINX} -p ${home} -c ${home}/nginx.conf -g "daemon off;"`;
}

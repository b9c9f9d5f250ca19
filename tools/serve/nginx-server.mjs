// Runs an app's nginx as its container would, without Docker: the image's template
// (deploy/nginx/<template>.conf.template) with its environment substituted and
// 40-runtime-config.sh run with `env`, listening on a loopback port and serving `root`. Used by
// the checks of the containers' composition (tools/checks/nginx-compose.test.mjs) and the e2e journey
// of a shop served by nginx. Needs nginx (Debian: nginx-light).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from './serve.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));

/** A free loopback port, for a server started next. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {string} file @param {string} text */
function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/**
 * Starts nginx in `dir` (its configuration, logs and temporary files go there) and resolves
 * once it answers.
 * @param {{ dir: string, template: 'shell' | 'remote', port: number, root: string, env: Record<string, string>, stdout?: string }} options
 *   `env`: the container's environment (CATALOG_URL, …, ORDER_SERVICE_URL for the shell, APP_DIR);
 *   `stdout`: a file for nginx's stdout, the container's log its access log writes to (else discarded)
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startNginx({ dir, template, port, root, env, stdout }) {
  if (!NGINX) throw new Error('nginx is needed (Debian: apt-get install -y nginx-light)');
  const etc = path.join(dir, 'etc');
  fs.mkdirSync(etc, { recursive: true });
  execFileSync('sh', [path.join(repoRoot, 'deploy/nginx/40-runtime-config.sh')], {
    env: { PATH: process.env.PATH, RUNTIME_CONFIG_PATH: path.join(etc, 'runtime-config.json'), ...env },
    stdio: 'pipe',
  });
  const server = fs
    .readFileSync(path.join(repoRoot, `deploy/nginx/${template}.conf.template`), 'utf8')
    .replace('${ORDER_SERVICE_URL}', env.ORDER_SERVICE_URL ?? 'http://127.0.0.1:9')
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${root};`)
    .replaceAll('/etc/mimea/', `${etc}/`);
  if (/\$\{[A-Z_]+\}/.test(server)) throw new Error(`${template}.conf.template has a variable this runner does not set`);
  write(path.join(dir, 'server.conf'), server);
  const temp = (name) => `  ${name}_temp_path ${path.join(dir, name)};`;
  write(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      // As root (the CI), workers would otherwise run as nobody, who cannot read these files.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
      `  include ${path.join(dir, 'server.conf')};`,
      '}',
    ].join('\n'),
  );
  // A file, as the container's stdout is to nginx: it opens /dev/stdout again, which a socket
  // (Node's pipes) refuses.
  const stdoutFd = stdout ? fs.openSync(stdout, 'a') : undefined;
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', stdoutFd ?? 'ignore', 'pipe'] });
  if (stdoutFd !== undefined) fs.closeSync(stdoutFd);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGQUIT');
    });
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) {
      const log = fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
      throw new Error(`nginx (${template}) did not start: ${stderr}${log}`);
    }
    try {
      await fetch(`${origin}/`);
      return { origin, close };
    } catch {
      if (tries > 100) {
        await close();
        throw new Error(`nginx (${template}) does not answer on ${origin}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

// Where each app is served in the e2e stack, as `npm start` serves it, but on a free block of
// ports of its own (config/apps.cjs moves every port with MIMEA_PORT_BASE), so the suite runs
// beside a running shop or another copy's suite: from config/apps.cjs, the one list of the
// deployables and their ports, so no journey names a port of its own. The block is chosen once,
// in the runner (playwright.config.ts loads this file before anything reads config/apps.cjs);
// the workers and the stack inherit it through the environment.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The stack's control server (support/shop-stack.mjs), this far above the block's base. */
export const STACK_CONTROL_OFFSET = 99;

process.env.MIMEA_E2E_PORT_BASE ||= execFileSync(process.execPath, [path.join(__dirname, '../../tools/serve/ports.mjs'), 'free-base', String(STACK_CONTROL_OFFSET)], {
  encoding: 'utf8',
}).trim();
process.env.MIMEA_PORT_BASE = process.env.MIMEA_E2E_PORT_BASE;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the repository's CommonJS list
const { apps, portBase } = require('../../config/apps.cjs') as { apps: readonly { name: string; port: number; host?: boolean }[]; portBase: number };

/** The first port of the suite's block. */
export const PORT_BASE = portBase;

/** The origin an app (`shell`, `catalog`, …) is served from. */
export function originOf(app: string): string {
  const port = apps.find((candidate) => candidate.name === app)?.port;
  if (port === undefined) throw new Error(`config/apps.cjs has no app ${app}`);
  return `http://localhost:${port}`;
}

/** The shop's own origin: the shell's. */
export const SHOP = originOf(apps.find((app) => app.host)!.name);

/**
 * The shop's public origin as the build wrote it into its pages (canonical addresses, the
 * sitemap, robots.txt): the SITE_ORIGIN `npm run build` had, http://localhost:3000 unless set
 * (shell/src/build-time/site-origin.ts). The stack's servers are given it too, so the remotes'
 * pages they serve say the same (tools/serve/serve.mjs); the live page says its own origin, SHOP.
 */
export const SITE = (process.env.SITE_ORIGIN?.trim() || 'http://localhost:3000').replace(/\/+$/, '');

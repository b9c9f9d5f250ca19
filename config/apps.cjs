// The deployables and their ports (docs/architecture.md, section 1). One list for
// webpack, the servers, the runtime config, the e2e suite and the measurement script.
//
// `pages`: where a remote's build publishes its public pages (`{ pages: PublishedPage[] }` of
// @mimea/shared), from which the shell's build writes the sitemap and the per-route pages.
//
// Ports: the shop's local servers (`npm start`, `npm run dev`, the servers the e2e suite and the
// budget check start) listen on a block of ports from a base, 3000 unless MIMEA_PORT_BASE says
// otherwise (`MIMEA_PORT_BASE=4000 npm start`: the shell on 4000, the catalog on 4001, …, the
// order service on 4005, the back office on 4006), so a second copy of the shop can run beside
// the first. Read once, as this file is loaded: a process that moves the shop sets it before
// anything loads this list. The containers keep 3000–3006 (docker-compose.yml).

const DEFAULT_PORT_BASE = 3000;
/** The highest base: the block and the e2e stack's control port (base + 99) stay below 65536. */
const HIGHEST_PORT_BASE = 65_400;

/**
 * Ports browsers refuse to reach (the Fetch standard's "bad ports", above 1023; Node's fetch
 * refuses them too): no server of the shop may listen on one.
 */
const BROWSER_BLOCKED_PORTS = new Set([1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

/**
 * How far from the base each local server listens: the shell and the storefront's remotes (0–4),
 * the order service (5), the back office (6), the Daraja simulator (10).
 */
const BLOCK_OFFSETS = [0, 1, 2, 3, 4, 5, 6, 10];

/** The first port of a block from `base` that browsers refuse to reach, if any. @param {number} base @param {number[]} [extraOffsets] */
function blockedPortIn(base, extraOffsets = []) {
  return [...BLOCK_OFFSETS, ...extraOffsets].map((offset) => base + offset).find((port) => BROWSER_BLOCKED_PORTS.has(port));
}

/** @param {Record<string, string | undefined>} env @returns {number} */
function portBaseOf(env) {
  const value = env.MIMEA_PORT_BASE?.trim();
  if (!value) return DEFAULT_PORT_BASE;
  const base = Number(value);
  if (!Number.isInteger(base) || base < 1024 || base > HIGHEST_PORT_BASE)
    throw new Error(`MIMEA_PORT_BASE must be a port number from 1024 to ${HIGHEST_PORT_BASE}, not "${value}"`);
  const blocked = blockedPortIn(base);
  if (blocked !== undefined) throw new Error(`MIMEA_PORT_BASE=${base} puts a server of the shop on port ${blocked}, which browsers refuse to reach: choose another base`);
  return base;
}

/** Where this process's shop listens from: the shell on it, each next app on the next port. */
const portBase = portBaseOf(process.env);

/**
 * No app's build reads another's sources: the content's package pages draw the catalog's grid
 * from the catalog's published server parts, on the content's server (docs/html-first.md).
 * @type {ReadonlyArray<{ name: string, dir: string, port: number, host?: boolean, pages?: string }>}
 */
const apps = [
  { name: 'shell', dir: 'shell', port: portBase, host: true },
  { name: 'catalog', dir: 'mf-catalog', port: portBase + 1, pages: 'catalogue/pages.json' },
  // Its /checkout arrives as HTML (the form; the cart fills it); its pages are noindex.
  { name: 'checkout', dir: 'mf-checkout', port: portBase + 2, pages: 'checkout/pages.json' },
  { name: 'content', dir: 'mf-content', port: portBase + 3, pages: 'content/pages.json' },
  { name: 'nopf', dir: 'mf-nopf', port: portBase + 4, pages: 'nopf/pages.json' },
  // The back office (docs/office.md): mounted by the shell under /office, no page of the storefront.
  // Past the order service's port, which was taken first.
  { name: 'office', dir: 'mf-office', port: portBase + 6 },
];

/** The order service (services/order-service/), reached from the shell origin at /api/. */
const orderServicePort = portBase + 5;

/**
 * The Daraja simulator (services/daraja-simulator/): M-Pesa's API and a phone, for `npm start` and the
 * tests (docs/payments.md). Never deployed.
 */
const darajaSimulatorPort = portBase + 10;

/** How far from the base each local server listens, in the order they are started (BLOCK_OFFSETS, in any order). */
const portOffsets = [...apps.map((app) => app.port), orderServicePort, darajaSimulatorPort].map((port) => port - portBase);
if ([...portOffsets].sort((a, b) => a - b).join() !== BLOCK_OFFSETS.join()) throw new Error('config/apps.cjs: BLOCK_OFFSETS must list every local server');

/**
 * The largest body the order service takes (its ORDER_BODY_LIMIT, 64 KB): the shell's proxies
 * (tools/serve/serve.mjs, nginx's client_max_body_size) refuse larger ones themselves.
 */
const apiBodyLimit = 64 * 1024;

/**
 * The one /api/ call that takes more: the till statement the owner imports from M-Pesa's portal
 * (docs/payments.md, "The till statement"), up to 2 MB. The shell's proxies and the ingress allow
 * this path that much and no other.
 */
const statementPath = '/api/office/payments/statement';
const statementBodyLimit = 2 * 1024 * 1024;

/**
 * The office's Products (docs/office.md, "Products"): a product photo of up to 8 MB (the order
 * service's PHOTO_LIMIT), and the CSV import's JSON of up to 1 MB. The proxies allow this prefix
 * that much; the order service still holds each of its routes to its own limit.
 */
const cataloguePath = '/api/office/catalogue/';
const catalogueBodyLimit = 8 * 1024 * 1024;

/**
 * The packages beside the apps: the library every app shares, the order rules the checkout and
 * the order service share, and the order service (served on orderServicePort).
 */
const packages = ['shared', 'services/order-rules', 'services/order-service'];

module.exports = {
  apps,
  packages,
  orderServicePort,
  darajaSimulatorPort,
  apiBodyLimit,
  statementPath,
  statementBodyLimit,
  cataloguePath,
  catalogueBodyLimit,
  remotes: apps.filter((app) => !app.host),
  portBase,
  portBaseOf,
  portOffsets,
  blockedPortIn,
  DEFAULT_PORT_BASE,
};

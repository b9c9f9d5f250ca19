// The deployables and their ports (docs/architecture.md, section 1). One list for
// webpack, the servers, the runtime config, the e2e suite and the measurement script.
//
// `pages`: where a remote's build publishes its public pages (`{ pages: PublishedPage[] }` of
// @mimea/shared), from which the shell's build writes the sitemap and the per-route pages.
/** @type {ReadonlyArray<{ name: string, dir: string, port: number, host?: boolean, pages?: string }>} */
const apps = [
  { name: 'shell', dir: 'shell', port: 3000, host: true },
  { name: 'catalog', dir: 'mf-catalog', port: 3001, pages: 'catalogue/pages.json' },
  { name: 'checkout', dir: 'mf-checkout', port: 3002 },
  { name: 'content', dir: 'mf-content', port: 3003, pages: 'content/pages.json' },
  { name: 'nopf', dir: 'mf-nopf', port: 3004, pages: 'nopf/pages.json' },
];

/** The order service (order-service/), reached from the shell origin at /api/. */
const orderServicePort = 3005;

/**
 * The largest body the order service takes (its ORDER_BODY_LIMIT, 64 KB): the shell's proxies
 * (tools/serve.mjs, nginx's client_max_body_size) refuse larger ones themselves.
 */
const apiBodyLimit = 64 * 1024;

/**
 * The packages beside the apps: the library every app shares, the order rules the checkout and
 * the order service share, and the order service (served on orderServicePort).
 */
const packages = ['shared', 'order-rules', 'order-service'];

module.exports = { apps, packages, orderServicePort, apiBodyLimit, remotes: apps.filter((app) => !app.host) };

// One real address for every route of the shop: the remotes' routes of config/routes.cjs (the
// router's own list), each parameter filled with something the shop has, and the shell's own
// pages. A route added there without an example here fails the journeys that visit them all.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the repository's CommonJS list
const { remoteRoutes } = require('../../config/routes.cjs') as { remoteRoutes: readonly { path: string }[] };

/** A value the shop has, per route parameter (`:id` per route: a product's and an article's differ). */
const EXAMPLES: Record<string, string> = {
  '/shop/:category': '/shop/skincare',
  '/shop/supplements/:subcategory': '/shop/supplements/immunity-energy',
  '/shop/health-packages/:subcategory': '/shop/health-packages/diabetes-management',
  '/product/:id': '/product/olive-soap',
  '/blog/:id': '/blog/supporting-your-immunity-through-the-rainy-season',
  '/packages/:name': '/packages/DiabetesCare',
  '/order-confirmation/:orderId': '/order-confirmation/ORDER1764000000000123',
};

/** The shell's own pages and an address the shop does not have. */
const SHELL_PAGES = ['/account', '/service-worker-test', '/no-such-page'];

/**
 * Filtered listings: their remote renders them on demand for their query (docs/html-first.md), so
 * they arrive as HTML and hydrate like the routes' own addresses.
 */
const QUERY_PAGES = ['/shop?search=soap', '/shop?category=skincare&healthGoal=skincare', '/blog?search=shea'];

/** One address per route of the shop. Throws for a route with a parameter and no example. */
export function oneAddressPerRoute(): string[] {
  const remotePages = remoteRoutes.map(({ path }) => {
    if (!path.includes(':')) return path;
    const example = EXAMPLES[path];
    if (example === undefined) throw new Error(`e2e/support/route-addresses.ts has no example address for the route ${path}`);
    return example;
  });
  return [...remotePages, ...QUERY_PAGES, ...SHELL_PAGES];
}

// Which remote draws which path of the shop (docs/architecture.md, section 1; the route tables
// of docs/specs/): one list for the shell's router (shell/src/pages/route-table.tsx), the shell's server that
// composes a page from its remote's HTML (tools/serve/compose-page.mjs) and the remotes' build step
// that renders that HTML (shared/build/render-fragments.mjs). The shell's own pages (/account, the
// diagnostic page, not found) are the shell's route table's.
/** @type {ReadonlyArray<{ path: string, remote: 'catalog' | 'checkout' | 'content' | 'nopf', module: string }>} */
const remoteRoutes = [
  { path: '/', remote: 'catalog', module: 'HomePage' },
  { path: '/shop', remote: 'catalog', module: 'ShopPage' },
  { path: '/shop/:category', remote: 'catalog', module: 'ShopPage' },
  { path: '/shop/supplements/:subcategory', remote: 'catalog', module: 'ShopPage' },
  { path: '/shop/health-packages/:subcategory', remote: 'catalog', module: 'ShopPage' },
  { path: '/product/:id', remote: 'catalog', module: 'ProductPage' },
  { path: '/categories', remote: 'catalog', module: 'CategoriesPage' },
  { path: '/cart', remote: 'checkout', module: 'CartPage' },
  { path: '/checkout', remote: 'checkout', module: 'CheckoutPage' },
  { path: '/order-confirmation/:orderId', remote: 'checkout', module: 'OrderConfirmationPage' },
  { path: '/about', remote: 'content', module: 'AboutPage' },
  { path: '/blog', remote: 'content', module: 'BlogPage' },
  { path: '/blog/:id', remote: 'content', module: 'BlogPostPage' },
  { path: '/contact', remote: 'content', module: 'ContactPage' },
  { path: '/packages', remote: 'content', module: 'PackagesPage' },
  { path: '/packages/:name', remote: 'content', module: 'PackagePage' },
  { path: '/KidsCare', remote: 'content', module: 'KidsCarePage' },
  { path: '/privacy-policy', remote: 'content', module: 'PrivacyPolicyPage' },
  { path: '/terms', remote: 'content', module: 'TermsPage' },
  { path: '/nopf', remote: 'nopf', module: 'NopfPage' },
];

/** @param {string} path */
const segments = (path) => path.toLowerCase().split('/').filter(Boolean);

/** @param {{ path: string }} route */
const staticSegments = (route) => segments(route.path).filter((part) => !part.startsWith(':')).length;

/**
 * The remote route a path renders. Matches like the router for this table: case-insensitive,
 * `:param` is one non-empty segment, static segments win.
 * @param {string} pathname
 */
function remoteRouteFor(pathname) {
  const wanted = segments(pathname);
  const candidates = remoteRoutes.filter((route) => {
    const pattern = segments(route.path);
    return pattern.length === wanted.length && pattern.every((part, i) => part.startsWith(':') || part === wanted[i]);
  });
  return candidates.sort((a, b) => staticSegments(b) - staticSegments(a))[0];
}

/**
 * The page the shell's build writes for a route of this table, the chrome around the remote's
 * region (shell/src/build-time/prerender-pages.tsx), into which its servers put the remote's HTML:
 * `/` → `_routes/index.html`, `/product/:id` → `_routes/product/_id.html`.
 * @param {string} routePath
 */
function routeTemplateFile(routePath) {
  return `_routes${routePath === '/' ? '/index' : routePath.replace(/:(\w+)/g, '_$1')}.html`;
}

module.exports = { remoteRoutes, remoteRouteFor, routeTemplateFile };

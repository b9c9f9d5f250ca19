// Client routes that exist for every shopper but are nobody's published page: each shopper's
// own cart, checkout and order (the checkout publishes /cart's heading and /checkout's form as
// HTML, noindex, which the servers include, but answer 200 whatever it answers), and the shell's
// own tools. The shell's servers (tools/serve/serve.mjs,
// deploy/nginx/shell.conf.template) answer them 200: with the page the shell's build writes
// for those with a fixed path (shell/src/build-time/prerender-pages.tsx: the chrome as HTML), else with
// the app page; any other path without a route page is answered 404, with the app page, which
// shows the not-found page (or "Product Not Found") in the shop's chrome. The shell's route
// table test checks this list against its routes.
/** @type {readonly string[]} */
const appOnlyRoutes = ['/cart', '/checkout', '/order-confirmation/:orderId', '/account', '/service-worker-test'];

/**
 * Whether `pathname` is an address of `route` (`:param` is one non-empty segment, case as the router: any).
 * @param {string} route @param {string} pathname
 */
function matchesRoute(route, pathname) {
  const wanted = pathname.toLowerCase().replace(/\/+$/, '').split('/');
  const pattern = route.toLowerCase().split('/');
  return pattern.length === wanted.length && pattern.every((part, index) => (part.startsWith(':') ? wanted[index] !== '' : part === wanted[index]));
}

/** Whether `pathname` is one of them (`:param` is one non-empty segment, case as the router: any). */
function isAppOnlyRoute(pathname) {
  return appOnlyRoutes.some((route) => matchesRoute(route, pathname));
}

/**
 * A shopper's own route whose every address arrives as one page its remote publishes, the same
 * for every shopper: the frame (heading, a loading line) the browser then fills with what is the
 * shopper's own. The order's confirmation: the checkout publishes its frame at
 * `/order-confirmation/_orderId` (mf-checkout/src/build-time/published-files.ts), which the
 * shell's servers include for every order number (tools/serve/compose-page.mjs; in containers,
 * deploy/nginx/shell.conf.template), so the order number never reaches the checkout's server and
 * the page's HTML holds nothing of the order. Still app-only: 200 whatever the checkout answers.
 */
/** @type {Readonly<Record<string, string>>} */
const framedRoutes = { '/order-confirmation/:orderId': '/order-confirmation/_orderId' };

/** The published page every address of `pathname`'s route arrives as, or null. @param {string} pathname */
function framePageFor(pathname) {
  const route = Object.keys(framedRoutes).find((candidate) => matchesRoute(candidate, pathname));
  return route ? framedRoutes[route] : null;
}

/**
 * The back office (mf-office, docs/office.md): `/office` and every path under it, which its own
 * routes draw. The servers answer them 200 with the app page (no page of the build: it is no
 * storefront page), with the office's own headers (config/security-headers.cjs,
 * officePageHeaders); the service worker leaves them to the browser, answering and keeping none.
 */
const OFFICE_PATH = /^\/office(?:\/|$)/i;

/** Whether `pathname` is the back office's (case as the router: any). @param {string} pathname */
function isOfficePath(pathname) {
  return OFFICE_PATH.test(pathname);
}

module.exports = { appOnlyRoutes, isAppOnlyRoute, framePageFor, isOfficePath };

// Client routes that exist for every shopper but are nobody's published page: each shopper's
// own cart, checkout and order (the checkout publishes /checkout's form as HTML, noindex, which
// the servers include, but answer 200 whatever it answers), and the shell's own tools. The shell's servers (tools/serve.mjs,
// deploy/nginx/shell.conf.template) answer them 200: with the page the shell's build writes
// for those with a fixed path (shell/src/build-time/prerender-pages.tsx: the chrome as HTML), else with
// the app page; any other path without a route page is answered 404, with the app page, which
// shows the not-found page (or "Product Not Found") in the shop's chrome. The shell's route
// table test checks this list against its routes.
/** @type {readonly string[]} */
const appOnlyRoutes = ['/cart', '/checkout', '/order-confirmation/:orderId', '/account', '/service-worker-test'];

/** Whether `pathname` is one of them (`:param` is one non-empty segment, case as the router: any). */
function isAppOnlyRoute(pathname) {
  const wanted = pathname.toLowerCase().replace(/\/+$/, '').split('/');
  return appOnlyRoutes.some((route) => {
    const pattern = route.toLowerCase().split('/');
    return pattern.length === wanted.length && pattern.every((part, index) => (part.startsWith(':') ? wanted[index] !== '' : part === wanted[index]));
  });
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

module.exports = { appOnlyRoutes, isAppOnlyRoute, isOfficePath };

// What the checkout publishes for the shell: the pages whose HTML its build renders
// (shared/build/render-fragments.mjs), as /checkout/pages.json, written to dist/checkout/ by
// shared/build/generated-files-plugin.cjs. /cart: its heading and "Loading your cart…", the same for
// every shopper (the browser draws the shopper's lines, or the empty cart, once the page is
// live); /checkout: its form is the same for every shopper (the cart fills its summary once the
// page is live); /order-confirmation/_orderId: the confirmation's frame, one for every order
// (the shell's servers include it whatever the order number: tools/serve/compose-page.mjs,
// deploy/nginx/shell.conf.template; the order is drawn by the browser). They
// are a shopper's own, so `noindex`: the sitemap leaves them out (sitemapUrls of @mimea/shared)
// and robots.txt disallows them.
import type { PublishedPage, PublishedPages } from '@mimea/shared';
import { cartPageMeta, checkoutPageMeta, orderFrameMeta } from '../domain/page-meta';

/** The checkout's pages that arrive as HTML. */
export function checkoutPublishedPages(): PublishedPage[] {
  return [
    { ...cartPageMeta(), priority: 0 },
    { ...checkoutPageMeta(), priority: 0 },
    { ...orderFrameMeta(), priority: 0 },
  ];
}

export function publishedFiles(): { path: string; content: string }[] {
  const pages: PublishedPages = { pages: checkoutPublishedPages() };
  return [{ path: '/checkout/pages.json', content: JSON.stringify(pages) }];
}

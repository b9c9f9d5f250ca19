import type { RemoteName } from '../remotes/runtime-config';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The exposed module, without './': 'HomePage', 'CartPage', … */
  module: string;
}

/** Which app owns which path (docs/architecture.md, section 1; the route tables of docs/specs/). */
export const remoteRoutes: RemoteRoute[] = [
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

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/**
 * The remote route a path will render, for starting its download before React runs (the router
 * is not loaded yet then). Matches like the router for this table: case-insensitive, `:param`
 * is one non-empty segment, static segments win. Only a hint: the router still decides.
 */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  const wanted = segments(pathname);
  const candidates = remoteRoutes.filter((route) => {
    const pattern = segments(route.path);
    return pattern.length === wanted.length && pattern.every((part, i) => part.startsWith(':') || part === wanted[i]);
  });
  const staticSegments = (route: RemoteRoute) => segments(route.path).filter((part) => !part.startsWith(':')).length;
  return candidates.sort((a, b) => staticSegments(b) - staticSegments(a))[0];
}

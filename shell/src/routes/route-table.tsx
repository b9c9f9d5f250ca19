import { type RouteObject } from '@mimea/shared';
import { RemoteRegion } from '../remotes/remote-region';
import type { RemoteName } from '../remotes/runtime-config';
import { AccountPage } from '../pages/account-page';
import { NotFoundPage } from '../pages/not-found-page';

/** Which app owns which path (architecture document, section 1; both specs' route tables). */
export const remoteRoutes: { path: string; remote: RemoteName; module: string }[] = [
  { path: '/', remote: 'catalog', module: 'HomePage' },
  { path: '/shop', remote: 'catalog', module: 'ShopPage' },
  { path: '/shop/:category', remote: 'catalog', module: 'ShopPage' },
  { path: '/shop/supplements/:subcategory', remote: 'catalog', module: 'ShopPage' },
  { path: '/shop/health-packages/:subcategory', remote: 'catalog', module: 'ShopPage' },
  { path: '/product/:id', remote: 'catalog', module: 'ProductPage' },
  { path: '/categories', remote: 'catalog', module: 'CategoriesPage' },
  { path: '/cart', remote: 'checkout', module: 'CartPage' },
  { path: '/checkout', remote: 'checkout', module: 'CheckoutPage' },
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

export const pageRoutes: RouteObject[] = [
  // The key makes each page its own region: a failure of one page never sticks to the next.
  ...remoteRoutes.map(({ path, remote, module }) => ({
    path,
    element: <RemoteRegion key={`${remote}/${module}`} remote={remote} module={module} />,
  })),
  { path: '/account', element: <AccountPage /> },
  { path: '*', element: <NotFoundPage /> },
];

import { remoteRouteFor, remoteRoutes } from './remote-routes';

describe('remoteRouteFor (which remote to start downloading before React runs)', () => {
  it.each([
    ['/', 'catalog', 'HomePage'],
    ['/shop', 'catalog', 'ShopPage'],
    ['/shop/skincare', 'catalog', 'ShopPage'],
    ['/shop/supplements/mens-health/', 'catalog', 'ShopPage'],
    ['/product/olive-soap', 'catalog', 'ProductPage'],
    ['/cart', 'checkout', 'CartPage'],
    ['/order-confirmation/ORDER1764000000000123', 'checkout', 'OrderConfirmationPage'],
    ['/blog/immunity-tips', 'content', 'BlogPostPage'],
    ['/packages/DiabetesCare', 'content', 'PackagePage'],
    ['/kidscare', 'content', 'KidsCarePage'],
    ['/nopf', 'nopf', 'NopfPage'],
  ])('%s is rendered by %s/%s', (path, remote, module) => {
    expect(remoteRouteFor(path)).toMatchObject({ remote, module });
  });

  it('prefers a static segment over a parameter', () => {
    expect(remoteRouteFor('/packages')).toMatchObject({ module: 'PackagesPage' });
  });

  it('knows no remote for the shell’s own pages and unknown paths', () => {
    for (const path of ['/account', '/no/such/page', '/product', '/product/a/b']) expect(remoteRouteFor(path)).toBeUndefined();
  });

  it('matches every route of the table by its own path', () => {
    for (const route of remoteRoutes) expect(remoteRouteFor(route.path.replace(/:\w+/g, 'x'))).toMatchObject({ remote: route.remote });
  });
});

describe('what the servers answer for each route (config/app-only-routes.cjs)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the servers' own list, a CommonJS file
  const { appOnlyRoutes } = require('../../../config/app-only-routes.cjs') as { appOnlyRoutes: readonly string[] };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { apps } = require('../../../config/apps.cjs') as { apps: readonly { name: string; pages?: string }[] };
  const publishing = new Set(apps.filter((app) => app.pages).map((app) => app.name));

  it("lists every route whose remote publishes no pages, and the shell's own pages, as app-only; no other", async () => {
    const { pageRoutes } = await import('./route-table');
    const shellPaths = pageRoutes.map((route) => route.path!).filter((path) => path !== '*' && !remoteRoutes.some((route) => route.path === path));
    const unpublished = [...remoteRoutes.filter((route) => !publishing.has(route.remote)).map((route) => route.path), ...shellPaths];
    expect([...appOnlyRoutes].sort()).toEqual(unpublished.sort());
  });
});

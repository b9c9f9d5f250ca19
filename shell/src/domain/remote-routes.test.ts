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

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../test/render-shell';
import { serveRuntimeConfig } from '../test/setup-runtime-config';
import { registered, resetRemoteModules, setRemoteModule } from '../test/federation-runtime';
import { loadRemoteModule, RemoteLoadError } from '../domain/remotes/remote-registry';
import { REMOTE_BUDGET_MS } from '../domain/remotes/remote-attempts';
import { remoteRoutes } from '../domain/remote-routes';

beforeEach(() => {
  resetRemoteModules();
  serveRuntimeConfig();
  // jsdom has no scrolling: every route change scrolls to the top (scroll-to-top.tsx).
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('routing', () => {
  it('shows the not-found page, with a link home, for any unknown path', () => {
    renderShell('/no/such/page');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    // Its own title, and kept out of search results.
    expect(document.title).toBe('Page not found | Mimea Naturals');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows a real account page saying accounts are not offered yet', () => {
    renderShell('/account');
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText(/don't offer customer accounts yet/)).toBeInTheDocument();
  });

  it.each([
    ['/', 'catalog/HomePage'],
    ['/shop/supplements/immunity-energy', 'catalog/ShopPage'],
    ['/product/olive-soap', 'catalog/ProductPage'],
    ['/cart', 'checkout/CartPage'],
    ['/packages/HeartCare', 'content/PackagePage'],
    ['/KidsCare', 'content/KidsCarePage'],
    ['/nopf', 'nopf/NopfPage'],
  ])('sends %s to %s', async (path, moduleId) => {
    setRemoteModule(moduleId, async () => ({ default: () => <h1>{moduleId}</h1> }));
    renderShell(path);
    expect(await screen.findByRole('heading', { name: moduleId })).toBeInTheDocument();
  });

  it("never registers nor loads the back office on a shopper's page: /office is no page of the storefront's", async () => {
    setRemoteModule('catalog/CategoriesPage', async () => ({ default: () => <h1>Categories</h1> }));
    setRemoteModule('office/OfficeApp', async () => ({ default: () => <h1>Office</h1> }));
    const { shell } = renderShell('/categories');
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    expect(registered.map((remote) => remote.name)).not.toContain('office');
    // The servers answer /office with the office's own page; reached inside the storefront, it is not found.
    act(() => void shell.navigate('/office/orders'));
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Office' })).toBeNull();
  });

  it('keeps the chrome when a remote fails, and Retry recovers without a reload', async () => {
    setRemoteModule('content/AboutPage', () => Promise.reject(new Error('connection refused')));
    // The failure is reported, by React and by the region's boundary, and nothing else is.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell('/about');
    expect(await screen.findByText("We couldn't load this page")).toBeInTheDocument();
    expect(consoleError.mock.calls.length).toBeGreaterThan(0);
    for (const call of consoleError.mock.calls) expect(call.map(String).join(' ')).toMatch(/Could not load content\/AboutPage|failed to load or render/);
    consoleError.mockRestore();
    const registrations = registered.filter((remote) => remote.name === 'content').length;
    expect(screen.getByText(/Free Shipping on Orders Over KES 10,000/)).toBeInTheDocument();
    setRemoteModule('content/AboutPage', async () => ({ default: () => <h1>About us</h1> }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    // The failed remote was registered again, dropping the runtime's cached failure.
    expect(registered.filter((remote) => remote.name === 'content')).toHaveLength(registrations + 1);
  });

  it('gives up on a remote that does not answer within its budget', async () => {
    jest.useFakeTimers();
    try {
      setRemoteModule('catalog/HomePage', () => new Promise(() => undefined));
      const failed = expect(loadRemoteModule('catalog', 'HomePage')).rejects.toBeInstanceOf(RemoteLoadError);
      await jest.advanceTimersByTimeAsync(REMOTE_BUDGET_MS);
      await failed;
    } finally {
      jest.useRealTimers();
    }
  });

  it('scrolls to the top on every route change, and leaves the page it arrived at where the browser put it', async () => {
    const scrollTo = jest.mocked(window.scrollTo);
    scrollTo.mockClear();
    const { shell } = renderShell('/account');
    await screen.findByRole('heading', { name: 'Your account' });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      void shell.navigate('/no-such-page');
    });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});

describe('what the servers answer for each route (config/app-only-routes.cjs)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the servers' own list, a CommonJS file
  const { appOnlyRoutes } = require('../../../config/app-only-routes.cjs') as { appOnlyRoutes: readonly string[] };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { apps } = require('../../../config/apps.cjs') as { apps: readonly { name: string; pages?: string }[] };
  const publishing = new Set(apps.filter((app) => app.pages).map((app) => app.name));
  // The checkout's routes are each shopper's own: answered 200 whatever the checkout publishes
  // (it publishes /checkout's form as HTML, noindex, and no page of an order or a cart).
  const shoppersOwn = new Set(['checkout']);

  it("lists every shopper's own route, every route whose remote publishes no pages, and the shell's own pages, as app-only; no other", async () => {
    const { pageRoutes } = await import('./route-table');
    const shellPaths = pageRoutes.map((route) => route.path!).filter((path) => path !== '*' && !remoteRoutes.some((route) => route.path === path));
    const unpublished = [
      ...remoteRoutes.filter((route) => shoppersOwn.has(route.remote) || !publishing.has(route.remote)).map((route) => route.path),
      ...shellPaths,
    ];
    expect([...appOnlyRoutes].sort()).toEqual(unpublished.sort());
  });
});

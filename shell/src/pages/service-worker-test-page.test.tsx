// The page in jsdom, which has neither service workers nor cache storage: it must say the worker
// is not registered and treat the missing cache as empty. The real browser is covered by e2e.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../test/render-shell';
import { resetRemoteModules } from '../test/federation-runtime';
import { serveRuntimeConfig } from '../test/setup-runtime-config';
import { ServiceWorkerTestPage } from './service-worker-test-page';

beforeEach(() => {
  resetRemoteModules();
  serveRuntimeConfig();
});
afterEach(() => jest.restoreAllMocks());

/** The shop's files as a server answers them: the runtime config, a 503 from the order service, one network failure. */
function serveShopFiles() {
  const answer = globalThis.fetch as jest.Mock;
  const config = answer.getMockImplementation()!;
  globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
    const url = String(input);
    if (url.endsWith('/api/healthz')) return { ok: false, status: 503, blob: async () => new Blob(['down']) } as Response;
    if (url.endsWith('/remoteEntry.js') && url.includes(':3004')) throw new TypeError('Failed to fetch');
    if (url.endsWith('runtime-config.json') && !url.startsWith('http')) return config(input);
    return { ok: true, status: 200, blob: async () => new Blob(['x'.repeat(1536)]) } as Response;
  });
}

describe('the service worker test page', () => {
  it('says the worker is not registered and the cache empty where the browser has neither', async () => {
    render(<ServiceWorkerTestPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Service Worker Test' })).toBeInTheDocument();
    expect(await screen.findByText('Not registered')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText(/offers no service workers here/)).toBeInTheDocument();
    expect(await screen.findByText('0 Bytes')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cache size, out of 1 MB' })).toHaveAttribute('aria-valuenow', '0');
    for (const name of ['Register Service Worker', 'Unregister Service Worker', 'Clear Cache', 'Refresh Cache Status']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('switches between its four tabs, each tied to its panel, with their empty states', async () => {
    const user = userEvent.setup();
    render(<ServiceWorkerTestPage />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Resource Tests', 'Cache Details', 'Error Log']);

    await user.click(screen.getByRole('tab', { name: 'Cache Details' }));
    const cacheTab = screen.getByRole('tab', { name: 'Cache Details' });
    expect(cacheTab).toHaveAttribute('aria-selected', 'true');
    const cachePanel = screen.getByRole('tabpanel');
    expect(cachePanel).toHaveAttribute('id', cacheTab.getAttribute('aria-controls'));
    expect(cachePanel).toHaveAttribute('aria-labelledby', cacheTab.id);
    expect(await within(cachePanel).findByText('No cached items')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Error Log' }));
    const errorPanel = screen.getByRole('tabpanel', { name: 'Error Log' });
    expect(within(errorPanel).getByText('0 errors')).toBeInTheDocument();
    expect(within(errorPanel).getByText('No errors logged')).toBeInTheDocument();
    expect(within(errorPanel).getByRole('button', { name: 'Clear Log' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Resource Tests' }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Resource', 'Type', 'Cache Strategy', 'Status', 'Size', 'Load Time']);
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(within(table).getAllByText('Not run')).toHaveLength(15);
    const health = within(table).getByRole('rowheader', { name: 'http://localhost/api/healthz' }).closest('tr')!;
    expect(within(health).getByText('Network only, never cached')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Error Log' })).not.toBeInTheDocument();
    expect(screen.queryByText('No cached items')).not.toBeInTheDocument();
  });

  it('runs the tests: every row ends a success or an error, and each error is logged', async () => {
    const user = userEvent.setup();
    serveShopFiles();
    render(<ServiceWorkerTestPage />);
    await user.click(screen.getByRole('tab', { name: 'Resource Tests' }));
    await user.click(await screen.findByRole('button', { name: 'Run Resource Tests' }));
    expect(await screen.findByText('Done: 13 of 15 loaded, 2 failed.')).toBeInTheDocument();

    const row = (url: string) => screen.getByRole('rowheader', { name: url }).closest('tr')!;
    expect(within(row('http://localhost/api/healthz')).getByText('Error')).toBeInTheDocument();
    expect(within(row('http://localhost/api/healthz')).getByText('HTTP error! status: 503')).toBeInTheDocument();
    expect(within(row('http://localhost:3004/remoteEntry.js')).getByText('Failed to fetch')).toBeInTheDocument();
    const picture = row('http://localhost:3001/uploads/products/olive-soap-1.svg');
    expect(within(picture).getByText('Success')).toBeInTheDocument();
    expect(within(picture).getByText('1.50 KB')).toBeInTheDocument();
    expect(within(picture).getByText(/^\d+\.\d{2} ms$/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Error Log' }));
    expect(screen.getByText('2 errors')).toBeInTheDocument();
    const entries = within(screen.getByRole('list', { name: 'Logged errors' })).getAllByRole('listitem');
    const healthEntry = entries.find((entry) => entry.textContent?.includes('http://localhost/api/healthz'))!;
    expect(within(healthEntry).getByText('HTTP error! status: 503')).toBeInTheDocument();
    expect(healthEntry.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(healthEntry.querySelector('pre')?.textContent).toContain('HTTP error! status: 503');

    await user.click(screen.getByRole('tab', { name: 'Resource Tests' }));
    await user.click(screen.getByRole('button', { name: 'Clear Error Log' }));
    expect(screen.queryByRole('button', { name: 'Clear Error Log' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Error Log' }));
    expect(screen.getByText('No errors logged')).toBeInTheDocument();
  });

  it('shows and logs "Cache check failed" when the cache cannot be read', async () => {
    const user = userEvent.setup();
    const refusing = { has: () => Promise.reject(new Error('The operation is insecure.')) };
    Object.defineProperty(globalThis, 'caches', { configurable: true, value: refusing });
    try {
      render(<ServiceWorkerTestPage />);
      expect(await screen.findByText('Cache check failed')).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Cache Details' }));
      expect(within(screen.getByRole('tabpanel')).getByText('Cache check failed')).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Error Log' }));
      expect(screen.getByText('1 error')).toBeInTheDocument();
      const [entry] = within(screen.getByRole('list', { name: 'Logged errors' })).getAllByRole('listitem');
      expect(within(entry!).getByText('mimea-naturals-v1')).toBeInTheDocument();
      expect(within(entry!).getByText('Cache check failed')).toBeInTheDocument();
      expect(entry!.querySelector('pre')?.textContent).toContain('The operation is insecure.');
    } finally {
      Reflect.deleteProperty(globalThis, 'caches');
    }
  });

  it('is the shell\'s /service-worker-test route, loaded on demand, with its own title', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell('/service-worker-test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Worker Test' })).toBeInTheDocument();
    expect(document.title).toBe('Service worker test | Mimea Naturals');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});

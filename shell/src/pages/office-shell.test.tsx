import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@mimea/shared';
import type { OfficeShell as OfficeShellType } from './office-shell';
import type { forgetRemoteComponent as ForgetRemoteComponent } from '../components/remotes/remote-component';
import { registered, resetRemoteModules, setRemoteModule } from '../test/federation-runtime';
import { serveRuntimeConfig } from '../test/setup-runtime-config';

// The office's page is a build of its own that registers the office alone (shell/webpack.config.js).
jest.mock('../domain/remotes/page-remotes', () => jest.requireActual('../domain/remotes/office-page-remotes'));
// Leaving the office loads the shop's page: jsdom cannot load pages.
const leaveOfficePage = jest.fn();
jest.mock('../domain/office-page', () => ({ leaveOfficePage }));

// The shell's modules are loaded after the replacements above (Jest's transform does not move
// jest.mock calls above the imports).
let OfficeShell: typeof OfficeShellType;
let forgetRemoteComponent: typeof ForgetRemoteComponent;
beforeAll(async () => {
  ({ OfficeShell } = await import('./office-shell'));
  ({ forgetRemoteComponent } = await import('../components/remotes/remote-component'));
});

const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  resetRemoteModules();
  forgetRemoteComponent('office', 'OfficeApp');
  serveRuntimeConfig();
  window.history.pushState({}, '', '/office/orders');
});
afterEach(() => {
  jest.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

/** mf-office's OfficeApp as a stand-in: its own heading, and a link out of the office. */
function officeModule() {
  setRemoteModule('office/OfficeApp', async () => {
    asked.push('office/OfficeApp');
    return {
      default: () => (
        <>
          <h1>Orders</h1>
          <Link to="/">View the shop</Link>
        </>
      ),
    };
  });
}

describe("the back office's page", () => {
  it("loads office/OfficeApp through the shell's registry, and draws none of the storefront's chrome", async () => {
    officeModule();
    const { container } = render(<OfficeShell />);
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(asked).toEqual(['office/OfficeApp']);
    // Registered from the runtime config: the office, and no remote of the storefront.
    expect(registered.map((remote) => remote.name)).toEqual(['office']);
    // No top bar, promo, header, menus, search, footer, floating buttons, bottom bar, cart.
    expect(screen.queryByText(/Free Shipping on Orders Over KES 10,000/)).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByText('Skip to content')).toBeNull();
    expect(screen.queryByRole('link', { name: /cart/i })).toBeNull();
    expect(container.querySelector('[data-remote-fallback]')).toBeNull();
    // Nothing else is loaded: no fertilizer popup, after the page's load and an idle moment either.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).toEqual(['office/OfficeApp']);
    expect(document.documentElement.dataset.live).toBe('');
  });

  it('shows a loading state, then "The back office could not be loaded" with Retry, which loads it again without a page load', async () => {
    let fail = true;
    setRemoteModule('office/OfficeApp', () => (fail ? Promise.reject(new Error('connection refused')) : Promise.resolve({ default: () => <h1>Orders</h1> })));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<OfficeShell />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('The back office could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    // The shopper's words (the cart, ordering by phone) are not the office's.
    expect(screen.queryByText(/your cart is safe/)).toBeNull();
    for (const call of consoleError.mock.calls) expect(call.map(String).join(' ')).toMatch(/Could not load office\/OfficeApp|The back office failed to load or render/);
    consoleError.mockRestore();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(registered.filter((remote) => remote.name === 'office').length).toBeGreaterThan(1);
  });

  it("loads the shop's own page for an address outside the office that the office's router reaches", async () => {
    officeModule();
    render(<OfficeShell />);
    await userEvent.click(await screen.findByRole('link', { name: 'View the shop' }));
    await waitFor(() => expect(leaveOfficePage).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByText(/Free Shipping/)).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopContacts } from '@mimea/shared';
import { renderShell } from '../../test/render-shell';
import { serveRuntimeConfig } from '../../test/setup-runtime-config';
import { resetRemoteModules, setRemoteModule } from '../../test/federation-runtime';

beforeEach(() => {
  resetRemoteModules();
  serveRuntimeConfig();
  // The menu's search and links open the catalogue's shop page: a stand-in for it.
  setRemoteModule('catalog/ShopPage', async () => ({ default: () => <h1>Shop page</h1> }));
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const menuButton = () => screen.getByRole('button', { name: 'Open navigation menu' });

/** The shell at /account with the menu opened by its header button; the open menu. */
async function openMenu() {
  const view = renderShell('/account');
  await userEvent.click(menuButton());
  const menu = await screen.findByRole('dialog', { name: 'Navigation Menu' });
  return { ...view, menu };
}

const menuClosed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation Menu' })).not.toBeInTheDocument());

describe('the mobile Navigation Menu', () => {
  it('is a modal dialog described as the main navigation menu, its pages in a navigation list', async () => {
    const { menu } = await openMenu();
    expect(menu.tagName).toBe('DIALOG');
    expect(menu).toHaveAttribute('open');
    expect(menu).toHaveAccessibleDescription('The main navigation menu for the site');
    expect(within(menu).getByRole('heading', { level: 2, name: 'Navigation Menu' })).toBeInTheDocument();
    const pages = within(menu).getByRole('navigation', { name: 'Site pages' });
    const hrefs = within(pages).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/shop', '/about', '/blog', '/contact', '/shop/skincare', '/shop/dental-care', '/shop/sexual-wellness', '/shop/agricultural', '/shop/specialty', '/categories', '/account']);
  });

  it('expands and collapses a group, saying so on its button', async () => {
    const { menu } = await openMenu();
    const group = within(menu).getByRole('button', { name: 'Health Packages' });
    const list = document.getElementById(group.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(list!).getByRole('link', { name: 'All Health Packages' })).toHaveAttribute('href', '/packages');
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).getByRole('button', { name: 'Supplements' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after a search, which opens the shop with the trimmed text', async () => {
    const { menu, shell } = await openMenu();
    await userEvent.type(within(menu).getByRole('searchbox', { name: 'Search products' }), '  tea {Enter}');
    await menuClosed();
    expect(`${shell.location.pathname}${shell.location.search}`).toBe('/shop?search=tea');
  });

  // The focus going back to the menu button is the browser's (a modal <dialog>'s close()), which
  // jsdom does not do: e2e/tests/chrome-mobile.spec.ts checks it.
  it('closes on Escape and on its close button, and focuses its search box at each opening', async () => {
    const { menu } = await openMenu();
    await waitFor(() => expect(within(menu).getByRole('searchbox')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await menuClosed();

    await userEvent.click(menuButton());
    const reopened = await screen.findByRole('dialog', { name: 'Navigation Menu' });
    await waitFor(() => expect(within(reopened).getByRole('searchbox')).toHaveFocus());
    await userEvent.click(within(reopened).getByRole('button', { name: 'Close navigation menu' }));
    await menuClosed();
  });

  it('offers Customer Support by phone, WhatsApp in a new tab and e-mail, with the hours', async () => {
    const { menu } = await openMenu();
    const support = within(menu).getByRole('region', { name: 'Customer Support' });
    expect(within(support).getByRole('link', { name: shopContacts.phoneDisplay }).getAttribute('href')).toMatch(/^tel:/);
    const chat = within(support).getByRole('link', { name: 'Chat on WhatsApp' });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(support).getByRole('link', { name: shopContacts.email })).toHaveAttribute('href', `mailto:${shopContacts.email}`);
    expect(within(support).getByText(`Phone and WhatsApp: ${shopContacts.supportHours}`)).toBeInTheDocument();
  });
});

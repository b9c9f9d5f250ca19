import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartActions, getShopStore } from '@mimea/shared';
import { renderShell } from '../../test/render-shell';
import { serveRuntimeConfig } from '../../test/setup-runtime-config';
import { resetRemoteModules, setRemoteModule } from '../../test/federation-runtime';
import { showsFloatingCart } from './floating-buttons';

const tea = { id: 'kuding-plus-tea', name: 'Kuding Plus Tea', price: 1800, images: [] };

beforeEach(() => {
  resetRemoteModules();
  serveRuntimeConfig();
  // The search box and the menu's links open the catalogue's shop page: a stand-in for it.
  setRemoteModule('catalog/ShopPage', async () => ({ default: () => <h1>Shop page</h1> }));
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  getShopStore().dispatch(cartActions.cleared());
});
afterEach(() => jest.restoreAllMocks());

describe('header', () => {
  it('carries the top bar phone, the promo banner and the desktop links', () => {
    renderShell('/account');
    expect(screen.getAllByRole('link', { name: /\+254 720 123 456/ })[0]).toHaveAttribute('href', 'tel:+254720123456');
    expect(screen.getByText(/Free Shipping on Orders Over KES 10,000 with code/)).toHaveTextContent('FREESHIPPING-MAR25');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Blog', 'Contact']) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    // Desktop only: jsdom matches no media query, so it is hidden there as on a phone.
    const account = within(nav).getByTitle('Account');
    expect(account).toHaveAttribute('href', '/account');
    expect(account).toHaveAttribute('aria-label', 'Account');
  });

  it('opens the two-column Shop dropdown with subcategories and the other categories', async () => {
    renderShell('/account');
    await userEvent.click(screen.getByRole('button', { name: 'Shop' }));
    // The dropdown loads on the first open.
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Immunity & Energy' })).toHaveAttribute('href', '/shop/supplements/immunity-energy');
    expect(within(menu).getByRole('menuitem', { name: 'Diabetes Management' })).toHaveAttribute('href', '/shop/health-packages/diabetes-management');
    expect(within(menu).getByRole('menuitem', { name: 'Dental Care' })).toHaveAttribute('href', '/shop/dental-care');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('searches trimmed text, ignores empty text, then clears and closes the box', async () => {
    const { shell } = renderShell('/account');
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(box, '   {Enter}');
    expect(shell.location.pathname).toBe('/account');
    await userEvent.type(box, '  ginseng <b>tea</b> {Enter}');
    expect(shell.location.pathname).toBe('/shop');
    expect(new URLSearchParams(shell.location.search).get('search')).toBe('ginseng <b>tea</b>');
    await waitFor(() => expect(screen.queryByRole('searchbox', { name: 'Search products' })).not.toBeInTheDocument());
  });

  it('shows the cart count, the sum of quantities, on the cart icon', async () => {
    renderShell('/account');
    act(() => {
      getShopStore().dispatch(cartActions.itemAdded({ product: tea, quantity: 2 }));
      getShopStore().dispatch(cartActions.itemAdded({ product: { ...tea, id: 'other' }, quantity: 1 }));
    });
    expect(screen.getAllByRole('link', { name: 'Cart, 3 items' })[0]).toHaveAttribute('href', '/cart');
  });
});

describe('mobile menu', () => {
  it('is a dialog titled Navigation Menu that focuses its search box and closes after a link', async () => {
    const { shell } = renderShell('/account');
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    // The drawer loads on the first open.
    const dialog = await screen.findByRole('dialog', { name: 'Navigation Menu' });
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supplements' }));
    expect(within(dialog).getByRole('button', { name: 'Supplements' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByText('Customer Support')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Vision & Sleep' }));
    expect(shell.location.pathname).toBe('/shop/supplements/vision-sleep');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation Menu' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop page' })).toBeInTheDocument();
  });

  it("renders a group's links only once it is expanded, its button naming a container that exists", async () => {
    renderShell('/account');
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Navigation Menu' });
    const group = within(dialog).getByRole('button', { name: 'Health Packages' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    const controlled = document.getElementById(group.getAttribute('aria-controls') ?? '');
    expect(controlled).not.toBeNull();
    expect(controlled?.querySelectorAll('a')).toHaveLength(0);
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(controlled?.querySelectorAll('a').length).toBeGreaterThan(0);
  });

  it('has a bottom bar with Home, Categories, Shop and Cart', () => {
    renderShell('/account');
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(bar).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/categories', '/shop', '/cart']);
  });
});

describe('floating buttons', () => {
  it('hides the cart button for an empty cart and on /cart and /checkout', () => {
    expect(showsFloatingCart(0, '/')).toBe(false);
    expect(showsFloatingCart(2, '/')).toBe(true);
    expect(showsFloatingCart(2, '/cart')).toBe(false);
    expect(showsFloatingCart(2, '/checkout')).toBe(false);
  });

  it('shows the cart button once the cart has items, and always the chat button', () => {
    renderShell('/account');
    expect(screen.getByTestId('floating-cart')).not.toBeVisible();
    act(() => {
      getShopStore().dispatch(cartActions.itemAdded({ product: tea }));
    });
    expect(screen.getByTestId('floating-cart')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View cart, 1 item' })).toHaveAttribute('href', '/cart');
    const chat = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toMatch(/natural health products/);
  });
});

describe('footer', () => {
  it('confirms a newsletter sign-up with the first-order offer, and requires an e-mail', async () => {
    renderShell('/account');
    const email = screen.getByRole('textbox', { name: /Email address/ });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(email, 'wanjiru@example.co.ke');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/Thank you for subscribing, wanjiru@example.co.ke/)).toHaveTextContent('10% off');
    expect(email).toHaveValue('');
  });

  it('lists the four trust badges and the legal links', () => {
    renderShell('/account');
    for (const badge of ['Quality Assured', 'Secure Payments', 'Free Returns', 'Nationwide Delivery']) {
      expect(screen.getByText(badge)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });
});

import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../routing/routing';
import { ShopProviders } from '../store/shop-providers';
import { ShopAlert } from './shop-alert';
import { ShopButton, ShopIconButton } from './shop-button';
import { ShopSpinner } from './shop-spinner';
import { CartIcon } from './shop-icons';

/** Every CSS rule in the page, without spaces. */
function pageRules(): string {
  return [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s+/g, ''))).join('');
}

describe('ShopButton', () => {
  it('is a button that does not send a form unless told, and says what it does when pressed', () => {
    const pressed = jest.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <form onSubmit={() => pressed('sent')}>
        <ShopButton ref={ref} variant="contained" onClick={() => pressed('clicked')} startIcon={<CartIcon />}>
          Add to Cart
        </ShopButton>
        <ShopButton type="submit">Send</ShopButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('shop-button', 'shop-button-contained');
    expect(button.querySelector('.shop-button-start-icon > svg.shop-icon')).not.toBeNull();
    expect(ref.current).toBe(button);
    fireEvent.click(button);
    expect(pressed).toHaveBeenCalledWith('clicked');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('goes to a route of the shop with `to`, or another address with `href`', () => {
    render(
      <MemoryRouter>
        <ShopButton to="/shop" variant="outlined" color="secondary" size="small">
          Shop now
        </ShopButton>
        <ShopButton href="https://wa.me/254700000000" target="_blank" rel="noopener noreferrer" fullWidth>
          Chat
        </ShopButton>
      </MemoryRouter>,
    );
    const route = screen.getByRole('link', { name: 'Shop now' });
    expect(route).toHaveAttribute('href', '/shop');
    expect(route).toHaveClass('shop-button', 'shop-button-outlined', 'shop-button-secondary', 'shop-button-small');
    const chat = screen.getByRole('link', { name: 'Chat' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/254700000000');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveClass('shop-button-text', 'shop-button-full-width');
  });

  it('cannot be pressed when disabled', () => {
    const pressed = jest.fn();
    render(
      <ShopButton disabled onClick={pressed}>
        Subscribe
      </ShopButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(pressed).not.toHaveBeenCalled();
  });
});

describe('ShopIconButton', () => {
  it('is named for screen readers and drawn small or in the text’s colour on request', () => {
    render(
      <ShopIconButton aria-label="Open search" size="small" color="inherit">
        <CartIcon />
      </ShopIconButton>,
    );
    expect(screen.getByRole('button', { name: 'Open search' })).toHaveClass('shop-icon-button', 'shop-icon-button-small', 'shop-icon-button-inherit');
  });
});

describe('ShopAlert', () => {
  it('shows its title, message and action, with its role', () => {
    render(
      <ShopAlert severity="warning" role="alert" title="We couldn't load the cart" action={<ShopButton>Retry</ShopButton>} data-remote-fallback="checkout">
        Your cart is safe.
      </ShopAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('shop-alert', 'shop-alert-warning');
    expect(alert).toHaveAttribute('data-remote-fallback', 'checkout');
    expect(alert).toHaveTextContent("We couldn't load the cartYour cart is safe.Retry");
    expect(alert.querySelector('.shop-alert-icon svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('the rules ShopProviders gives the page', () => {
  it('draw buttons, alerts and the spinner in MUI’s look, with a visible keyboard focus', () => {
    render(
      <ShopProviders>
        <ShopButton variant="contained">Buy</ShopButton>
        <ShopAlert severity="success" role="status">
          Thank you
        </ShopAlert>
        <ShopSpinner />
      </ShopProviders>,
    );
    const rules = pageRules();
    // The theme's forest green, white text, MUI's medium padding and resting shadow.
    expect(rules).toMatch(/\.shop-button\{[^}]*padding:6px16px;[^}]*--contained-bg:#1E5B2E;/);
    expect(rules).toMatch(/\.shop-button\.shop-button-contained\{color:var\(--contained-text\);background-color:var\(--contained-bg\);box-shadow:0px3px1px-2px/);
    // A green ring with a white one inside, visible on white and on the dark green banners.
    expect(rules).toMatch(/\.shop-button:focus-visible,\.shop-icon-button:focus-visible\{outline:2pxsolid#1E5B2E;outline-offset:2px;box-shadow:0002px#FFFFFF;\}/);
    // The error colour (Clear Cart) sets the same colour properties as the primary's.
    expect(rules).toMatch(/\.shop-button\.shop-button-error\{--text:[^;]+;--outlined-border:[^;]+;--contained-text:/);
    // A disabled outlined button's border is MUI's disabled grey, not its colour's.
    expect(rules).toMatch(/\.shop-button\.shop-button-outlined:disabled\{border-color:rgba\(0,0,0,0\.12\);\}/);
    expect(rules).toMatch(/\.shop-alert\.shop-alert-success\{color:rgb\(30,70,32\);background-color:rgb\(237,247,237\);\}/);
    expect(rules).toMatch(/@keyframesshop-spinner-turn/);
  });
});

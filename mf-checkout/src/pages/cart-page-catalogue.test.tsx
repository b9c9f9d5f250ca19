import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCartCount, selectCartItems, type CartProduct } from '@mimea/shared';
import CartPage from './cart-page';
import { forgetPriceChanges } from '../domain/catalogue/price-changes';
import { standInOrderService } from '../test/order-service-stub';
import { oliveSoap, renderPage, tourmalineFlask } from '../test/render-page';

// The cart follows the catalogue (issue 55): against a stand-in service on localhost whose
// GET /api/catalogue/products the test sets.

const service = standInOrderService(forgetPriceChanges);
const blackSeedOil: CartProduct = { id: 'black-seed-oil', name: 'Black Seed Oil', price: 1200, images: [] };
const listed = (id: string, price: number, stock: number, salePrice?: number) => ({ id, name: id, price, salePrice, currency: 'KES', stock });
const lineOf = (name: string) => screen.getAllByTestId('cart-line').find((line) => within(line).queryByRole('link', { name }))!;

describe('CartPage, following the catalogue', () => {
  it('moves a line to the current price and says so; says which lines are short; the totals are at the current prices', async () => {
    service().catalogue = { products: [listed('black-seed-oil', 1200, 10, 1000), listed('olive-soap', 500, 2), listed('tourmaline-flask', 5500, 0)] };
    const { store } = renderPage(<CartPage />, { cart: [[blackSeedOil, 1], [oliveSoap, 3], [tourmalineFlask, 1]] });
    expect(await within(lineOf('Black Seed Oil')).findByText('Price changed from KES 1,200 to KES 1,000')).toBeInTheDocument();
    expect(lineOf('Black Seed Oil')).toHaveTextContent('KES 1,000');
    expect(within(lineOf('Olive Soap')).getByTestId('cart-line-notice')).toHaveTextContent('Only 2 left');
    expect(within(lineOf('Tourmaline Flask')).getByTestId('cart-line-notice')).toHaveTextContent('Out of stock');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('KES 8,000');
    expect(selectCartItems(store.getState()).map((line) => [line.id, line.price])).toEqual([
      ['black-seed-oil', 1000],
      ['olive-soap', 500],
      ['tourmaline-flask', 5500],
    ]);
    expect(service().calls).toContain('GET /api/catalogue/products');
  });

  it("says a line the catalogue no longer shows (the owner hid it) is out of stock", async () => {
    service().catalogue = { products: [listed('olive-soap', 500, 20)] };
    renderPage(<CartPage />, { cart: [[oliveSoap, 1], [blackSeedOil, 1]] });
    expect(await within(lineOf('Black Seed Oil')).findByTestId('cart-line-notice')).toHaveTextContent('Out of stock');
    expect(lineOf('Black Seed Oil')).toHaveTextContent('KES 1,200');
    expect(within(lineOf('Olive Soap')).queryByTestId('cart-line-notice')).not.toBeInTheDocument();
  });

  it('reads the current prices again when the page is shown again (a phone back from another app)', async () => {
    service().catalogue = { products: [listed('olive-soap', 500, 20)] };
    renderPage(<CartPage />, { cart: [[oliveSoap, 1]] });
    await waitFor(() => expect(service().calls).toContain('GET /api/catalogue/products'));
    service().catalogue = { products: [listed('olive-soap', 450, 20)] };
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await within(lineOf('Olive Soap')).findByText('Price changed from KES 500 to KES 450')).toBeInTheDocument();
  });

  it('stops the quantity stepper at the stock', async () => {
    service().catalogue = { products: [listed('olive-soap', 500, 3)] };
    const { store } = renderPage(<CartPage />, { cart: [[oliveSoap, 2]] });
    const increase = screen.getByRole('button', { name: 'Increase quantity of Olive Soap' });
    await userEvent.click(increase);
    const box = screen.getByRole('textbox', { name: 'Quantity of Olive Soap' });
    expect(box).toHaveValue('3');
    await waitFor(() => expect(increase).toBeDisabled());
    await userEvent.clear(box);
    await userEvent.type(box, '9');
    expect(selectCartCount(store.getState())).toBe(3);
    expect(screen.queryByTestId('cart-line-notice')).not.toBeInTheDocument();
  });

  it('works as before when the catalogue does not answer', async () => {
    renderPage(<CartPage />, { cart: [[oliveSoap, 2]] });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Olive Soap' }));
    expect(screen.getByRole('textbox', { name: 'Quantity of Olive Soap' })).toHaveValue('3');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('KES 1,500');
    expect(screen.queryByTestId('cart-line-notice')).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageDescription, selectCartItems } from '@mimea/shared';
import ProductPage from './product-page';
import { renderPage } from '@mimea/shared/testing/render-page';
import { fullProducts as products } from '../domain/product-details';

const routes = [{ path: '/product/:id', element: <ProductPage /> }];
const inStock = products.find((p) => p.id === 'olive-soap')!;
const soldOut = products.find((p) => p.stock === 0)!;

describe('ProductPage', () => {
  it('shows the product, and adds the chosen quantity with the product page toast', async () => {
    const { store } = renderPage(routes, '/product/olive-soap');
    expect(await screen.findByRole('heading', { level: 1, name: inStock.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getByText(`In Stock (${inStock.stock} available)`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(`2 x ${inStock.name} has been added to your cart.`)).toBeInTheDocument();
    expect(selectCartItems(store.getState())).toEqual([expect.objectContaining({ id: 'olive-soap', quantity: 2 })]);
  });

  it('sets its title with the name and price, its description and its Product structured data', async () => {
    renderPage(routes, '/product/olive-soap');
    await screen.findByRole('heading', { level: 1, name: inStock.name });
    expect(document.title).toBe('Olive Soap – KES 500 | Mimea Naturals');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', pageDescription(inStock.description));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/product/olive-soap');
    const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'Product', name: 'Olive Soap', offers: { price: 500, priceCurrency: 'KES' } });
  });

  it('Buy Now adds to the cart, says Proceeding to checkout and goes to /checkout', async () => {
    const { store } = renderPage(routes, '/product/olive-soap');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(await screen.findByText('Proceeding to checkout')).toBeInTheDocument();
    expect(selectCartItems(store.getState())[0]).toMatchObject({ id: 'olive-soap', quantity: 1 });
  });

  it('Buy Now on a product on sale charges the sale price', async () => {
    const onSale = products.find((p) => p.salePrice !== undefined && p.stock > 0)!;
    const { store } = renderPage(routes, `/product/${onSale.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(selectCartItems(store.getState())[0]).toMatchObject({ id: onSale.id, price: onSale.salePrice });
  });

  it('orders via WhatsApp with the product name in the message', async () => {
    renderPage(routes, '/product/olive-soap');
    const link = await screen.findByRole('link', { name: /Order Olive Soap via WhatsApp/ });
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('1 x Olive Soap');
  });

  it('disables Add to Cart and Buy Now when out of stock', async () => {
    renderPage(routes, `/product/${soldOut.id}`);
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  });

  it('links health goals with goal=, lists up to three related products and four FAQs', async () => {
    renderPage(routes, '/product/olive-soap');
    await screen.findByRole('heading', { level: 1 });
    const goal = inStock.healthGoals[0]!;
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === `/shop?goal=${goal}`)).toBe(true);
    const related = screen.getByRole('heading', { name: 'Related Products' }).parentElement!;
    const relatedCards = related.querySelectorAll('[data-testid="product-card"]');
    expect(relatedCards.length).toBeGreaterThan(0);
    expect(relatedCards.length).toBeLessThanOrEqual(3);
    await userEvent.click(screen.getByRole('tab', { name: 'FAQs' }));
    expect(screen.getByRole('tab', { name: 'FAQs' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByRole('button', { expanded: false })).toHaveLength(4);
  });

  it('says Product Not Found for an unknown id, and Back to Shop leaves', async () => {
    renderPage(routes, '/product/no-such-thing');
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The product you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(document.title).toBe('Product not found | Mimea Naturals');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Shop' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop');
  });
});

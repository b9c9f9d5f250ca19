import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ShopPage from './shop-page';
import { renderPage } from '@mimea/shared/testing/render-page';
import { products } from '../domain/products';
import { PRICE_SLIDER } from '../domain/shop/shop-filters';

const shopRoutes = ['/shop', '/shop/:category', '/shop/supplements/:subcategory', '/shop/health-packages/:subcategory'].map((path) => ({
  path,
  element: <ShopPage />,
}));

const renderShop = (url: string) => renderPage(shopRoutes, url);
const cards = () => screen.getAllByTestId('product-card');
const location = () => screen.getByTestId('location').textContent;

describe('ShopPage', () => {
  it('says it is loading, then shows the first six products and the total', async () => {
    renderShop('/shop');
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(await screen.findByText(`Showing 1–6 of ${products.length} products`)).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(document.title).toBe('Shop | Mimea Naturals');
  });

  it('pages through the results with the page in the URL', async () => {
    renderShop('/shop/supplements');
    await screen.findByText(/Showing 1–6 of/);
    const firstPage = cards().map((card) => card.textContent);
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(location()).toBe('/shop/supplements?page=2');
    expect(await screen.findByText(/Showing 7–12 of/)).toBeInTheDocument();
    expect(cards().map((card) => card.textContent)).not.toEqual(firstPage);
  });

  it('searches from its own box, heads the page with the term and resets to page 1', async () => {
    renderShop('/shop?page=3');
    await screen.findByText(/Showing/);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the shop' }), '  olive soap ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/shop?search=olive+soap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results for "olive soap"' })).toBeInTheDocument();
    expect(within((await screen.findAllByTestId('product-card'))[0]!).getByRole('link')).toHaveTextContent('Olive Soap');
    expect(document.title).toBe('Search results for "olive soap" | Mimea Naturals');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/shop');
  });

  it('filters by category, health goal and price, keeping every filter in the URL', async () => {
    renderShop('/shop?page=2');
    await screen.findByText(/Showing/);
    await userEvent.click(screen.getByRole('radio', { name: 'Skincare' }));
    expect(location()).toBe('/shop/skincare');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Anti-Aging' }));
    expect(location()).toBe('/shop/skincare?healthGoal=anti-aging');
    await screen.findByText(/Showing/);
    const expected = products.filter((p) => p.category === 'skincare' && p.healthGoals.includes('anti-aging'));
    expect(screen.getByText(new RegExp(`of ${expected.length} products`))).toBeInTheDocument();
    // Moving the slider changes nothing yet; letting it go (the browser's change event) filters.
    // (Keys and dragging are the browser's: e2e/tests/catalogue-desktop.spec.ts.)
    const slider = screen.getByRole('slider', { name: 'Maximum price' });
    fireEvent.input(slider, { target: { value: '500' } });
    expect(location()).toBe('/shop/skincare?healthGoal=anti-aging');
    expect(slider).toHaveAttribute('aria-valuetext', 'Up to KES 500');
    fireEvent.change(slider, { target: { value: '0' } });
    expect(location()).toBe('/shop/skincare?healthGoal=anti-aging&maxPrice=0');
    // A reset moves the same slider back to the top.
    await userEvent.click(screen.getAllByRole('button', { name: 'Reset Filters' })[0]!);
    expect(location()).toBe('/shop');
    expect(slider).toHaveValue(String(PRICE_SLIDER.max));
  });

  it('shows the no-match state with Reset Filters', async () => {
    renderShop('/shop?search=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search term')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results for "<script>alert(1)</script>"');
    await userEvent.click(screen.getAllByRole('button', { name: 'Reset Filters' })[0]!);
    expect(location()).toBe('/shop');
    expect(await screen.findByText(`Showing 1–6 of ${products.length} products`)).toBeInTheDocument();
  });

  it('reads goal as healthGoal and the package routes as their goals', async () => {
    renderShop('/shop/health-packages/diabetes-management');
    await screen.findByText(/Showing|No products/);
    const diabetes = products.filter((p) => p.category === 'health-packages' && p.healthGoals.includes('blood-sugar'));
    expect(screen.getByText(new RegExp(`of ${diabetes.length} products`))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Diabetes Management' })).toBeChecked();
  });
});

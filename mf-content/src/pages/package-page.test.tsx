import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideFederatedModuleLoader } from '@mimea/shared';
import PackagePage from './package-page';
import PackagesPage from './packages-page';
import KidsCarePage from './kids-care-page';
import { renderPage } from '@mimea/shared/testing/render-page';
import { catalogDown, serveCatalog, testProduct } from '../test/catalog-stub';

const products = [
  testProduct('bitter-melon-capsules', 'Bitter Melon Capsules', ['blood-sugar', 'chronic-disease']),
  testProduct('olive-soap', 'Olive Soap', ['skincare'], 'beauty-care'),
  testProduct('childrens-multivitamin-syrup', "Children's Multivitamin Syrup", ['immunity'], 'childrens-health'),
];

const routes = [
  { path: '/packages', element: <PackagesPage /> },
  { path: '/packages/:name', element: <PackagePage /> },
  { path: '/KidsCare', element: <KidsCarePage /> },
];

afterEach(() => provideFederatedModuleLoader(null));

describe('a package page', () => {
  it('shows every part of purchase spec section 2.7 and the products its rule selects, from the catalog remote', async () => {
    const { loads } = serveCatalog(products);
    renderPage(routes, '/packages/DiabetesCare');
    expect(screen.getByRole('heading', { level: 1, name: 'Diabetes Care Package' })).toBeInTheDocument();
    expect(document.title).toBe('Diabetes Care Package | Mimea Naturals');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent('Home/Shop/Health Packages/Diabetes Care');
    for (const section of ['Key Benefits', 'About This Package', 'Recommended For', 'Package Features', 'Products in the Diabetes Care Package'])
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(grid).toHaveTextContent('Bitter Melon Capsules');
    expect(grid).not.toHaveTextContent('Olive Soap');
    expect(loads.sort()).toEqual(['catalog/ProductGrid', 'catalog/catalogue']);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent('Diabetes Care package')));
  });

  it('sends other spellings to the canonical path, replacing the history entry', async () => {
    serveCatalog(products);
    renderPage(routes, '/packages/kids-care');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kids Care Package' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/packages\/KidsCare$/);
  });

  it('says an unknown package is not there, with the way to all packages', () => {
    serveCatalog(products);
    renderPage(routes, '/packages/Vitamins');
    expect(screen.getByRole('heading', { level: 1, name: 'Package Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Package not found | Mimea Naturals');
    expect(screen.getByRole('link', { name: 'See All Health Packages' })).toHaveAttribute('href', '/packages');
  });

  it('keeps its words when the catalog is down, and shows the products after Retry once it is back', async () => {
    catalogDown();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(routes, '/packages/SkinCare');
    expect(await screen.findByText(/We couldn't load these products right now/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Key Benefits' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'browse the shop' })).toHaveAttribute('href', '/shop');
    serveCatalog(products);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Products' })).toHaveTextContent('Olive Soap');
    jest.restoreAllMocks();
  });
});

describe('/packages and /KidsCare', () => {
  it('lists the eleven packages, with expert advice and help', () => {
    serveCatalog(products);
    renderPage(routes, '/packages');
    expect(screen.getByRole('heading', { level: 1, name: 'Health Packages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Expert Advice' })).toHaveAttribute('href', '/contact');
    const list = screen.getByRole('heading', { level: 2, name: 'Our Health Packages' }).parentElement!;
    const links = Array.from(list.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/packages/CancerCare',
      '/packages/DiabetesCare',
      '/packages/Slimming',
      '/packages/MaleCare',
      '/packages/FemaleCare',
      '/packages/DigestiveCare',
      '/packages/SkinCare',
      '/packages/HeartCare',
      '/packages/ImmuneBooster',
      '/packages/MentalCare',
      '/packages/KidsCare',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3 + 11);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/254720123456\?text=/));
  });

  it('/KidsCare is its own page for parents, with the children’s products', async () => {
    serveCatalog(products);
    renderPage(routes, '/KidsCare');
    expect(screen.getByRole('heading', { level: 1, name: 'Kids Care' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Giving Supplements Safely' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Kids Care Package' })).toHaveAttribute('href', '/packages/KidsCare');
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(grid).toHaveTextContent("Children's Multivitamin Syrup");
    expect(grid).not.toHaveTextContent('Bitter Melon');
  });
});

import { DESCRIPTION_MAX, type PublishedPage, type PublishedPages } from '@mimea/shared';
import { fullProducts as products } from '../domain/product-details';
import { catalogPublishedPages, publishedFiles } from './published-files';
import { homePageMeta } from '../domain/page-meta/site-page-meta';
import { productPageMeta } from '../domain/page-meta/product-page-meta';

describe('publishedFiles', () => {
  const files = publishedFiles();
  const content = (path: string) => JSON.parse(files.find((file) => file.path === path)!.content) as unknown;

  it('publishes the public pages under /catalogue/, and no price list (nothing reads one: decision 0019)', () => {
    expect(files.map((file) => file.path)).toEqual(['/catalogue/pages.json']);
  });

  it('publishes the pages as PublishedPages: each with a path, title, description and priority, no path twice', () => {
    const { pages } = content('/catalogue/pages.json') as PublishedPages;
    for (const page of pages) {
      expect(page).toEqual(
        expect.objectContaining({ path: expect.stringMatching(/^\/[^?#]*$/), title: expect.any(String), description: expect.any(String), priority: expect.any(Number) }),
      );
      expect(page.priority).toBeGreaterThan(0);
      expect(page.priority).toBeLessThanOrEqual(1);
      expect(page.noindex).toBeUndefined();
    }
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    expect(pages.length).toBe(1 + 1 + 7 + 6 + 3 + 1 + products.length);
  });
});

describe('the catalog’s published pages', () => {
  const pages = catalogPublishedPages();
  const page = (path: string): PublishedPage | undefined => pages.find((candidate) => candidate.path === path);

  it('has the home page at 1, with the organisation and its contacts', () => {
    expect(page('/')).toMatchObject({ priority: 1, title: 'Mimea Naturals | Natural Health Products in Kenya' });
    expect(page('/')!.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'Organization', telephone: '+254720123456' }));
    expect(homePageMeta().description.length).toBeGreaterThan(50);
  });

  it('has the shop at 0.9, each of its category and subcategory routes at 0.7 and /categories at 0.6', () => {
    expect(page('/shop')?.priority).toBe(0.9);
    const routes = pages.filter((candidate) => candidate.path.startsWith('/shop/'));
    expect(routes.map((route) => route.path)).toEqual([
      '/shop/supplements',
      '/shop/health-packages',
      '/shop/skincare',
      '/shop/dental-care',
      '/shop/sexual-wellness',
      '/shop/agricultural',
      '/shop/specialty',
      '/shop/supplements/immunity-energy',
      '/shop/supplements/digestive-health',
      '/shop/supplements/vision-sleep',
      '/shop/supplements/muscle-nutrition',
      '/shop/supplements/mens-health',
      '/shop/supplements/womens-health',
      '/shop/health-packages/respiratory-health',
      '/shop/health-packages/diabetes-management',
      '/shop/health-packages/neurological-support',
    ]);
    expect(new Set(routes.map((route) => route.priority))).toEqual(new Set([0.7]));
    expect(page('/categories')?.priority).toBe(0.6);
  });

  it('has every product at 0.8, as its page gives it but without a picture', () => {
    for (const product of products) expect(page(`/product/${product.id}`)).toEqual({ ...productPageMeta(product), priority: 0.8 });
  });

  it('gives every page a branded title and a plain description within the limit, and no origin', () => {
    for (const { title, description } of pages) {
      expect(title).toMatch(/Mimea Naturals/);
      expect(description.length).toBeGreaterThan(0);
      expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
    expect(JSON.stringify(pages)).not.toMatch(/https?:\/\/(?!schema\.org|www\.(facebook|instagram)\.com|x\.com|www\.tiktok\.com)/);
  });
});

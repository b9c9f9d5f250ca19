import { pageDescription, pageHeadTags, type JsonLd } from '@mimea/shared';
import { fullProducts as products } from '../product-details';
import { parseShopFilters } from '../shop/shop-filters';
import { makeProduct } from '../../test/make-product';
import { productNotFoundMeta, productPageMeta } from './product-page-meta';
import { shopPageMeta } from './shop-page-meta';

const shea = products.find((product) => product.id === 'raw-shea-butter')!;
const soldOut = products.find((product) => product.stock === 0)!;
const productLd = (product = shea, options = {}) => productPageMeta(product, options).jsonLd![0]!;
const shopAt = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://shop.test');
  return shopPageMeta(parseShopFilters(pathname, searchParams));
};

describe('a product page’s metadata', () => {
  it('names the product and the price a shopper pays (the sale price) in the title, with its description', () => {
    expect(shea.salePrice).toBe(720);
    expect(productPageMeta(shea)).toMatchObject({
      path: '/product/raw-shea-butter',
      title: 'Raw Shea Butter – KES 720 | Mimea Naturals',
      description: pageDescription(shea.description),
      type: 'product',
    });
    expect(productPageMeta(products.find((product) => product.id === 'olive-soap')!).title).toBe('Olive Soap – KES 500 | Mimea Naturals');
  });

  it('gives a schema.org Product with an offer in KES, the availability and the rating, in site paths only', () => {
    expect(productLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Raw Shea Butter',
      description: shea.description,
      sku: 'raw-shea-butter',
      category: 'Skincare',
      brand: { '@type': 'Brand', name: 'Mimea Naturals' },
      url: '/product/raw-shea-butter',
      offers: {
        '@type': 'Offer',
        price: 720,
        priceCurrency: 'KES',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: '/product/raw-shea-butter',
        seller: { '@type': 'Organization', name: 'Mimea Naturals' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: shea.ratings.average, reviewCount: shea.ratings.count, bestRating: 5, worstRating: 1 },
    });
    expect(productLd(soldOut).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('leaves the rating out when there is none, and adds the picture only when the live page gives it', () => {
    expect(productLd(makeProduct({ id: 'unrated', ratings: { average: 0, count: 0 } }))).not.toHaveProperty('aggregateRating');
    expect(productLd()).not.toHaveProperty('image');
    expect(productLd(shea, { image: 'https://catalog.example/uploads/products/raw-shea-butter-1.svg' })).toMatchObject({
      image: 'https://catalog.example/uploads/products/raw-shea-butter-1.svg',
    });
  });

  it('becomes absolute links on the shop’s origin in the page’s head', () => {
    const script = pageHeadTags(productPageMeta(shea), 'https://shop.example').find((tag) => tag.tag === 'script');
    const data = JSON.parse(script?.tag === 'script' ? script.json : '{}') as JsonLd;
    expect(data).toMatchObject({ url: 'https://shop.example/product/raw-shea-butter', offers: { url: 'https://shop.example/product/raw-shea-butter' } });
  });

  it('an unknown id is a not-found page that is not indexed', () => {
    expect(productNotFoundMeta('no-such-thing')).toMatchObject({ path: '/product/no-such-thing', title: 'Product not found | Mimea Naturals', noindex: true });
  });
});

describe('the shop’s metadata', () => {
  it('keeps the canonical path of the route, never a query, and names a search in the title', () => {
    expect(shopAt('/shop?search=olive+soap&page=2')).toMatchObject({ path: '/shop', title: 'Search results for "olive soap" | Mimea Naturals' });
    expect(shopAt('/shop/skincare?healthGoal=anti-aging&maxPrice=500')).toMatchObject({ path: '/shop/skincare', title: 'Skincare | Mimea Naturals' });
    expect(shopAt('/shop/supplements/immunity-energy')).toMatchObject({ path: '/shop/supplements/immunity-energy', title: 'Immunity & Energy – Supplements | Mimea Naturals' });
    expect(shopAt('/shop?category=skincare&subcategory=beauty-care')).toMatchObject({ path: '/shop/skincare' });
    expect(shopAt('/shop')).toMatchObject({ path: '/shop', title: 'Shop | Mimea Naturals' });
  });

  it('keeps a search as text: the title holds it as typed', () => {
    expect(shopAt('/shop?search=%3Cscript%3Ealert(1)%3C%2Fscript%3E').title).toBe('Search results for "<script>alert(1)</script>" | Mimea Naturals');
  });

  it('does not index an unknown category', () => {
    expect(shopAt('/shop/no-such-category')).toMatchObject({ path: '/shop', noindex: true });
    expect(shopAt('/shop/skincare').noindex).toBeUndefined();
  });
});

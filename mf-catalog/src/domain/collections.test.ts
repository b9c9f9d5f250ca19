import { makeProduct } from '../test/make-product';
import { flashDeals, mensClinic, newArrivals, relatedProducts, womensHealth } from './collections';

describe("Men's Clinic", () => {
  it('takes subcategory mens-health, or the goals energy or mental-clarity', () => {
    const products = [
      makeProduct({ id: 'mens', subcategory: 'mens-health' }),
      makeProduct({ id: 'energy', healthGoals: ['energy'] }),
      makeProduct({ id: 'focus', healthGoals: ['mental-clarity'] }),
      makeProduct({ id: 'libido', subcategory: 'womens-health', healthGoals: ['libido-enhancement'] }),
      makeProduct({ id: 'soap', healthGoals: ['skincare'] }),
    ];
    expect(mensClinic(products).map((p) => p.id)).toEqual(['mens', 'energy', 'focus']);
  });
});

describe("Women's Health & Wellness", () => {
  it('takes the goals anti-aging, detox or immunity, or the Royal Jelly Capsule', () => {
    const products = [
      makeProduct({ id: 'serum', healthGoals: ['anti-aging'] }),
      makeProduct({ id: 'tea', healthGoals: ['detox'] }),
      makeProduct({ id: 'shield', healthGoals: ['immunity'] }),
      makeProduct({ id: 'royal-jelly-capsule', healthGoals: ['energy'] }),
      makeProduct({ id: 'mens', subcategory: 'mens-health', healthGoals: ['performance'] }),
    ];
    expect(womensHealth(products).map((p) => p.id)).toEqual(['royal-jelly-capsule', 'serum', 'tea', 'shield']);
  });

  it("opens with the women's products, not with what it shares with Men's Clinic", () => {
    const products = [
      makeProduct({ id: 'ginseng', healthGoals: ['energy', 'immunity'] }),
      makeProduct({ id: 'primrose', subcategory: 'womens-health', healthGoals: ['hormone-balance'] }),
      makeProduct({ id: 'serum', healthGoals: ['anti-aging'] }),
      makeProduct({ id: 'palmetto', subcategory: 'mens-health' }),
    ];
    expect(womensHealth(products).map((p) => p.id)).toEqual(['primrose', 'serum', 'ginseng']);
    expect(mensClinic(products).map((p) => p.id)).toEqual(['palmetto', 'ginseng']);
  });

  it('on the real catalogue, the two carousels open with different products', async () => {
    const { products } = await import('./products');
    const [men, women] = [mensClinic(products), womensHealth(products)].map((list) => list.slice(0, 4).map((p) => p.id));
    expect(men!.filter((id) => women!.includes(id))).toEqual([]);
  });
});

describe('home and product page selections', () => {
  it('New Arrivals shows the five newest new arrivals, newest first', () => {
    const products = ['2026-01-05', '2026-09-01', '2025-12-24', '2026-10-30', '2026-03-03', '2026-07-07'].map((addedOn, i) =>
      makeProduct({ id: `p${i}`, newArrival: true, addedOn }),
    );
    products.push(makeProduct({ id: 'old', newArrival: false, addedOn: '2026-11-01' }));
    expect(newArrivals(products).map((p) => p.id)).toEqual(['p3', 'p1', 'p5', 'p4', 'p0']);
  });

  it('flash deals are the first ten products on sale', () => {
    const products = Array.from({ length: 14 }, (_, i) => makeProduct({ id: `d${i}`, price: 1000, salePrice: i % 2 ? 800 : undefined }));
    products.push(...Array.from({ length: 8 }, (_, i) => makeProduct({ id: `s${i}`, price: 1000, salePrice: 900 })));
    expect(flashDeals(products).map((p) => p.id)).toEqual(['d1', 'd3', 'd5', 'd7', 'd9', 'd11', 'd13', 's0', 's1', 's2']);
  });

  it('related products are up to three others of the same category', () => {
    const products = ['a', 'b', 'c', 'd', 'e'].map((id) => makeProduct({ id, category: id === 'b' ? 'skincare' : 'supplements' }));
    expect(relatedProducts(products, products[0]!).map((p) => p.id)).toEqual(['c', 'd', 'e']);
    expect(relatedProducts(products, products[1]!)).toEqual([]);
  });
});

import { makeProduct } from '../../test/make-product';
import { NO_FILTERS, parsePage, parseShopFilters, shopUrl, type ShopFilters } from './shop-filters';
import { filterProducts } from './shop-results';

const immunityCaps = makeProduct({ id: 'immunity-caps', name: 'Immunity Caps', subcategory: 'immunity-energy', healthGoals: ['immunity'], price: 2500 });
const libido = makeProduct({ id: 'libido-drops', name: 'Vital Drops', category: 'sexual-wellness', subcategory: 'womens-health', healthGoals: ['libido-enhancement'], price: 3200 });
const mensTonic = makeProduct({ id: 'mens-tonic', name: 'Mens Tonic', subcategory: 'mens-health', healthGoals: ['energy'], price: 1800, salePrice: 1400 });
const toothpaste = makeProduct({ id: 'herbs-toothpaste', name: 'Herbs Toothpaste', category: 'dental-care', subcategory: 'dental-care', healthGoals: ['dental'], price: 450 });
const diabetesPack = makeProduct({ id: 'diabetes-pack', name: 'Diabetes Support Package', category: 'health-packages', subcategory: 'detox', healthGoals: ['blood-sugar', 'chronic-disease'], price: 12_500 });
const breathe = makeProduct({ id: 'breathe', name: 'Breathe Easy Package', category: 'health-packages', subcategory: 'respiratory', healthGoals: ['immunity'], price: 9800 });
const all = [immunityCaps, libido, mensTonic, toothpaste, diabetesPack, breathe];

const ids = (filters: Partial<ShopFilters>) => filterProducts(all, { ...NO_FILTERS, ...filters }).map((p) => p.id);
const parse = (url: string) => {
  const parsed = new URL(url, 'http://shop.test');
  return parseShopFilters(parsed.pathname, parsed.searchParams);
};

describe('filterProducts', () => {
  it('shows everything without filters', () => {
    expect(ids({})).toHaveLength(all.length);
  });

  it('filters by category', () => {
    expect(ids({ category: 'dental-care' })).toEqual(['herbs-toothpaste']);
    expect(ids({ category: 'no-such-category' })).toEqual([]);
  });

  it('maps a subcategory to its health goals: mens-health takes sexual-wellness, libido-enhancement and hormone-balance', () => {
    expect(ids({ subcategory: 'mens-health' })).toEqual(['libido-drops', 'mens-tonic']);
    expect(ids({ category: 'supplements', subcategory: 'mens-health' })).toEqual(['mens-tonic']);
  });

  it('selects the package routes by goal: diabetes-management is blood-sugar, respiratory-health the respiratory packages', () => {
    expect(ids({ category: 'health-packages', subcategory: 'diabetes-management' })).toEqual(['diabetes-pack']);
    expect(ids({ category: 'health-packages', subcategory: 'respiratory-health' })).toEqual(['breathe']);
  });

  it('keeps products with any of the chosen health goals', () => {
    expect(ids({ healthGoals: ['dental', 'blood-sugar'] })).toEqual(['herbs-toothpaste', 'diabetes-pack']);
  });

  it('bounds the price from above only, on the price paid, with no bound at the top of the slider', () => {
    expect(ids({ maxPrice: 1500 })).toEqual(['mens-tonic', 'herbs-toothpaste']);
    expect(ids({ maxPrice: 0 })).toEqual([]);
    expect(ids({ maxPrice: 10_000 })).toContain('diabetes-pack');
  });

  it('combines search, category, goals and price', () => {
    expect(ids({ search: 'package', category: 'health-packages', healthGoals: ['immunity'], maxPrice: 10_000 })).toEqual(['breathe']);
    expect(ids({ search: 'package', maxPrice: 9500 })).toEqual([]);
    expect(ids({ search: 'caps', category: 'supplements', healthGoals: ['immunity'], maxPrice: 3000 })).toEqual(['immunity-caps']);
  });
});

describe('parseShopFilters', () => {
  it('reads all four route shapes', () => {
    expect(parse('/shop')).toEqual(NO_FILTERS);
    expect(parse('/shop?search=olive%20soap').search).toBe('olive soap');
    expect(parse('/shop?category=skincare&subcategory=beauty-care')).toMatchObject({ category: 'skincare', subcategory: 'beauty-care' });
    expect(parse('/shop?category=health-packages&healthGoal=blood-sugar')).toMatchObject({ category: 'health-packages', healthGoals: ['blood-sugar'] });
    expect(parse('/shop/dental-care')).toMatchObject({ category: 'dental-care', subcategory: '' });
    expect(parse('/shop/supplements/mens-health')).toMatchObject({ category: 'supplements', subcategory: 'mens-health' });
    expect(parse('/shop/health-packages/neurological-support')).toMatchObject({ category: 'health-packages', subcategory: 'neurological-support' });
  });

  it('accepts goal as a synonym of healthGoal, and several goals', () => {
    expect(parse('/shop?goal=immunity').healthGoals).toEqual(['immunity']);
    expect(parse('/shop?healthGoal=immunity&healthGoal=sleep&goal=immunity').healthGoals).toEqual(['immunity', 'sleep']);
  });

  it('drops what it does not know and keeps the price on the slider', () => {
    expect(parse('/shop?healthGoal=flying&subcategory=<b>x</b>&maxPrice=abc')).toEqual(NO_FILTERS);
    expect(parse('/shop?maxPrice=2740').maxPrice).toBe(2500);
    expect(parse('/shop?maxPrice=-5').maxPrice).toBe(0);
    expect(parse('/shop?maxPrice=99999').maxPrice).toBe(10_000);
    expect(parse('/shop/%E0%A4%A').category).toBe('%e0%a4%a');
  });
});

describe('shopUrl', () => {
  it('round-trips every filter through the URL, so a filtered shop can be shared', () => {
    const filters: ShopFilters = { search: 'tea & honey', category: 'supplements', subcategory: 'digestive-health', healthGoals: ['digestion', 'detox'], maxPrice: 3500 };
    const url = shopUrl(filters, 2);
    expect(url).toBe('/shop/supplements/digestive-health?search=tea+%26+honey&healthGoal=digestion&healthGoal=detox&maxPrice=3500&page=2');
    expect(parse(url)).toEqual(filters);
    expect(parsePage(new URL(url, 'http://shop.test').searchParams.get('page'))).toBe(2);
  });

  it('uses the route shapes of the shop where they exist', () => {
    expect(shopUrl(NO_FILTERS)).toBe('/shop');
    expect(shopUrl({ ...NO_FILTERS, category: 'skincare' })).toBe('/shop/skincare');
    expect(shopUrl({ ...NO_FILTERS, category: 'health-packages', subcategory: 'diabetes-management' })).toBe('/shop/health-packages/diabetes-management');
    expect(shopUrl({ ...NO_FILTERS, category: 'skincare', subcategory: 'beauty-care' })).toBe('/shop?category=skincare&subcategory=beauty-care');
  });
});

describe('parsePage', () => {
  it('reads whole numbers from 1 and treats anything else as page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(['0', '-1', '1.5', 'x', null].map(parsePage)).toEqual([1, 1, 1, 1, 1]);
  });
});

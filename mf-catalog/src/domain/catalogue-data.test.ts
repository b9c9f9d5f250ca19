// Invariants of the built-in catalogue data (storefront spec sections 2, 3 and 9; purchase and
// support spec section 2.7). They guard the data for every later edit.
import { CATEGORIES, HEALTH_GOALS, SUBCATEGORIES, type HealthGoal, type Product } from './product-types';
import { fullProducts as products } from './product-details';
import { categoryLabels, healthGoalLabels, subcategoryLabels } from './taxonomy';
import { faqs } from './faqs';
import { testimonials } from './testimonials';
import { heroSlides } from './hero-slides';
import { packageTiles } from './package-tiles';
import { sidebarCategories } from './sidebar-categories';
import { categoryTiles } from './category-tiles';
import { healthGoalTiles } from './health-goal-tiles';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DISEASE_CLAIM = /\b(cure[sd]?|treat(s|ment)?|heal(s)?|prevent(s)?)\b/i;

const byId = new Map(products.map((product) => [product.id, product]));
const has = (product: Product, ...goals: HealthGoal[]) => goals.every((goal) => product.healthGoals.includes(goal));
const isValidDay = (day: string) => ISO_DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

describe('products', () => {
  it('has 60 to 64 products with unique slug ids', () => {
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(products.length).toBeLessThanOrEqual(64);
    expect(byId.size).toBe(products.length);
    for (const product of products) expect(product.id).toMatch(SLUG);
  });

  it('has the products other pages and forms refer to, by id and name', () => {
    const required: Record<string, string> = {
      'a-power-capsules': 'A-Power Capsules',
      'kuding-plus-tea': 'Kuding Plus Tea',
      'blueberry-powder': 'Blueberry Powder',
      'olive-soap': 'Olive Soap',
      'herbs-toothpaste': 'Herbs Toothpaste',
      'royal-jelly-capsule': 'Royal Jelly Capsule',
      'tourmaline-flask': 'Tourmaline Flask',
      'nutriplant-fertilizer': 'NutriPlant Organic Plus Fertilizer',
    };
    for (const [id, name] of Object.entries(required)) expect(byId.get(id)?.name).toBe(name);
    expect(byId.get('nutriplant-fertilizer')?.category).toBe('agricultural');
    expect(byId.get('female-sexual-wellness-package')?.category).toBe('health-packages');
    expect(byId.get('diabetes-support-package')?.category).toBe('health-packages');
  });

  it('keeps the first product in stock (the product card test adds it to the cart)', () => {
    expect(products[0]?.id).toBe('a-power-capsules');
    expect(products[0]?.stock).toBeGreaterThan(0);
  });

  it('lists the categories in the order of CATEGORIES and uses every category and subcategory', () => {
    const order = products.map((product) => CATEGORIES.indexOf(product.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(products.map((product) => product.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(products.map((product) => product.subcategory))).toEqual(new Set(SUBCATEGORIES));
  });

  it('uses every health goal on at least two products', () => {
    const rarelyUsed = HEALTH_GOALS.filter((goal) => products.filter((product) => has(product, goal)).length < 2);
    expect(rarelyUsed).toEqual([]);
    for (const product of products) expect(new Set(product.healthGoals).size).toBe(product.healthGoals.length);
  });

  it('prices whole KES from exactly 402 to exactly 22050', () => {
    const prices = products.map((product) => product.price);
    expect(Math.min(...prices)).toBe(402);
    expect(Math.max(...prices)).toBe(22050);
    for (const product of products) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.currency).toBe('KES');
    }
  });

  it('puts at least 10 products on sale, each 10 to 30% below its price', () => {
    const onSale = products.filter((product) => product.salePrice !== undefined);
    expect(onSale.length).toBeGreaterThanOrEqual(10);
    for (const { price, salePrice } of onSale) {
      expect(Number.isInteger(salePrice)).toBe(true);
      expect(salePrice).toBeLessThan(price);
      expect(salePrice).toBeLessThanOrEqual(price * 0.9);
      expect(salePrice).toBeGreaterThanOrEqual(Math.max(300, price * 0.7));
    }
  });

  it('spreads the flash deals (the first ten on sale) across the categories', () => {
    const deals = products.filter((product) => product.salePrice !== undefined).slice(0, 10);
    expect(new Set(deals.map((product) => product.category)).size).toBeGreaterThanOrEqual(5);
  });

  it('has at least one product out of stock and 60 to 400 units of every other', () => {
    const outOfStock = products.filter((product) => product.stock === 0);
    expect(outOfStock.length).toBeGreaterThanOrEqual(1);
    expect(outOfStock.length).toBeLessThanOrEqual(2);
    for (const product of products.filter((p) => p.stock !== 0)) {
      expect(Number.isInteger(product.stock)).toBe(true);
      expect(product.stock).toBeGreaterThanOrEqual(60);
      expect(product.stock).toBeLessThanOrEqual(400);
    }
  });

  it('gives every product its two upload images', () => {
    for (const { id, images } of products) {
      expect(images).toEqual([`/uploads/products/${id}-1.svg`, `/uploads/products/${id}-2.svg`]);
    }
  });

  it('flags featured, best sellers and new arrivals, with new arrivals the most recently added', () => {
    const featured = products.filter((product) => product.featured === true).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(10);
    expect(products.filter((product) => product.bestSeller).length).toBeGreaterThanOrEqual(8);
    const newDays = products.filter((product) => product.newArrival).map((product) => product.addedOn);
    const olderDays = products.filter((product) => !product.newArrival).map((product) => product.addedOn);
    expect(newDays.length).toBeGreaterThanOrEqual(5);
    const oldestNew = [...newDays].sort()[0]!;
    for (const day of olderDays) expect(day < oldestNew).toBe(true);
    for (const product of products) {
      expect(isValidDay(product.addedOn)).toBe(true);
      expect(product.addedOn >= '2025-01-01' && product.addedOn <= '2026-11-15').toBe(true);
    }
  });

  it('has valid ratings and reviews', () => {
    const reviewIds = new Set<string>();
    for (const product of products) {
      const { average, count } = product.ratings;
      expect(average).toBeGreaterThanOrEqual(1);
      expect(average).toBeLessThanOrEqual(5);
      expect(Math.round(average * 10) / 10).toBe(average);
      expect(Number.isInteger(count)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(product.reviews.length);
      expect(product.reviews.length).toBeGreaterThanOrEqual(1);
      expect(product.reviews.length).toBeLessThanOrEqual(3);
      product.reviews.forEach((review, index) => {
        expect(review.id).toBe(`${product.id}-r${index + 1}`);
        expect(reviewIds.has(review.id)).toBe(false);
        reviewIds.add(review.id);
        expect(Number.isInteger(review.rating)).toBe(true);
        expect(review.rating).toBeGreaterThanOrEqual(1);
        expect(review.rating).toBeLessThanOrEqual(5);
        expect(review.name.trim()).not.toBe('');
        expect(review.location.trim()).not.toBe('');
        expect(review.comment.trim()).not.toBe('');
        expect(isValidDay(review.date)).toBe(true);
        // A review is written after the product went on sale.
        expect(review.date >= product.addedOn).toBe(true);
      });
    }
  });

  it('keeps the text within its limits', () => {
    for (const product of products) {
      expect(product.name.trim()).not.toBe('');
      expect(product.description.length).toBeGreaterThan(product.shortDescription.length);
      expect(product.shortDescription.length).toBeLessThanOrEqual(110);
      expect(product.ingredients.length).toBeGreaterThanOrEqual(1);
      expect(product.ingredients.length).toBeLessThanOrEqual(6);
      expect(product.benefits.length).toBeGreaterThanOrEqual(3);
      expect(product.benefits.length).toBeLessThanOrEqual(4);
      expect(product.usage.trim()).not.toBe('');
    }
  });

  it('never claims that a product cures, treats, heals or prevents anything', () => {
    for (const product of products) {
      for (const text of [product.description, product.shortDescription, ...product.benefits]) {
        expect([product.id, text.match(DISEASE_CLAIM)?.[0]]).toEqual([product.id, undefined]);
      }
    }
  });
});

describe('the selections of the package pages and home carousels', () => {
  const count = (predicate: (product: Product) => boolean) => products.filter(predicate).length;
  const isKids = (product: Product) =>
    has(product, 'immunity') && (product.subcategory === 'childrens-health' || /children/i.test(product.name));

  it.each<[string, (product: Product) => boolean]>([
    ['Cancer Care', (p) => has(p, 'chronic-disease', 'immunity')],
    ['Diabetes Care', (p) => has(p, 'blood-sugar', 'chronic-disease')],
    ['Slimming', (p) => has(p, 'weight-management')],
    ['Male Care', (p) => has(p, 'sexual-wellness', 'libido-enhancement')],
    ['Female Care', (p) => has(p, 'hormone-balance')],
    ['Digestive Care', (p) => has(p, 'immunity') && p.subcategory === 'digestive-health'],
    ['Skin Care', (p) => has(p, 'skincare')],
    ['Heart Care', (p) => has(p, 'heart-health', 'chronic-disease')],
    ['Immune Booster', (p) => has(p, 'immunity')],
    ['Mental Care', (p) => has(p, 'mental-clarity')],
    ['Kids Care', isKids],
  ])('%s selects at least two products', (_name, predicate) => {
    expect(count(predicate)).toBeGreaterThanOrEqual(2);
  });

  it('has a Ginkgo and a Ginseng product tagged immunity for Mental Care', () => {
    expect(count((p) => /ginkgo/i.test(p.name) && has(p, 'immunity'))).toBeGreaterThanOrEqual(1);
    expect(count((p) => /ginseng/i.test(p.name) && has(p, 'immunity'))).toBeGreaterThanOrEqual(1);
  });

  it("fills Men's Clinic with 6 to 12 products", () => {
    const mens = count((p) => p.subcategory === 'mens-health' || p.healthGoals.includes('energy') || has(p, 'mental-clarity'));
    expect(mens).toBeGreaterThanOrEqual(6);
    expect(mens).toBeLessThanOrEqual(12);
  });

  it("fills Women's Health & Wellness, with the Royal Jelly Capsule", () => {
    const womens = count(
      (p) => p.id === 'royal-jelly-capsule' || p.healthGoals.some((goal) => ['anti-aging', 'detox', 'immunity'].includes(goal)),
    );
    expect(womens).toBeGreaterThanOrEqual(6);
  });
});

describe('taxonomy labels', () => {
  it('names every category, subcategory and goal', () => {
    expect(Object.keys(categoryLabels).sort()).toEqual([...CATEGORIES].sort());
    expect(Object.keys(subcategoryLabels).sort()).toEqual([...SUBCATEGORIES].sort());
    expect(Object.keys(healthGoalLabels).sort()).toEqual([...HEALTH_GOALS].sort());
    for (const label of [...Object.values(categoryLabels), ...Object.values(subcategoryLabels), ...Object.values(healthGoalLabels)]) {
      expect(label.trim()).not.toBe('');
    }
  });
});

describe('home page and support content', () => {
  it('has eight FAQs stating the store policies', () => {
    expect(faqs).toHaveLength(8);
    const text = faqs.map((faq) => `${faq.question} ${faq.answer}`).join(' ');
    for (const statement of [
      '30-day satisfaction guarantee',
      'unopened products are refundable',
      '7 to 14 business days',
      'M-Pesa',
      'Visa',
      'Mastercard',
      'PayPal',
      'Cash on delivery is available in the Nairobi area',
      'consult your doctor',
      'WhatsApp',
      'pickup station',
    ]) {
      expect(text).toContain(statement);
    }
  });

  it('has three testimonials of real products', () => {
    expect(testimonials).toHaveLength(3);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(3);
    for (const testimonial of testimonials) expect(byId.has(testimonial.productId)).toBe(true);
  });

  it('has six hero slides of package pages', () => {
    expect(heroSlides).toHaveLength(6);
    expect(new Set(heroSlides.map((slide) => slide.id)).size).toBe(6);
    const packagePaths = new Set(packageTiles.map((tile) => tile.path));
    for (const slide of heroSlides) {
      expect(slide.link.startsWith('/packages/')).toBe(true);
      expect(packagePaths.has(slide.link)).toBe(true);
      expect(slide.image).toBe(`/uploads/hero/${slide.id}.svg`);
    }
  });

  it('has the eleven package tiles in the order of the home page', () => {
    const ids = [
      'HeartCare',
      'CancerCare',
      'MentalCare',
      'ImmuneBooster',
      'DigestiveCare',
      'Slimming',
      'SkinCare',
      'MaleCare',
      'FemaleCare',
      'KidsCare',
      'DiabetesCare',
    ];
    expect(packageTiles.map((tile) => tile.id)).toEqual(ids);
    for (const tile of packageTiles) {
      expect(tile.path).toBe(`/packages/${tile.id}`);
      expect(tile.image).toBe(`/uploads/packages/${tile.id}.svg`);
    }
  });

  it('has the six category tiles of the home page', () => {
    expect(categoryTiles.map((tile) => [tile.name, tile.link])).toEqual([
      ['Supplements', '/shop/supplements'],
      ['Skincare', '/shop/skincare'],
      ['Dental Care', '/shop/dental-care'],
      ['Sexual Wellness', '/shop/sexual-wellness'],
      ['Agricultural', '/shop/agricultural'],
      ['Health Packages', '/shop/health-packages'],
    ]);
    for (const tile of categoryTiles) expect(tile.image).toBe(`/uploads/categories/${tile.link.replace('/shop/', '')}.svg`);
  });

  it('has one health goal tile per goal', () => {
    expect(healthGoalTiles.map((tile) => tile.value)).toEqual([...HEALTH_GOALS]);
    expect(new Set(healthGoalTiles.map((tile) => tile.value)).size).toBe(22);
    for (const tile of healthGoalTiles) {
      expect(tile.name).toBe(healthGoalLabels[tile.value]);
      expect(tile.icon).toBe(tile.value);
    }
  });

  it('has a sidebar entry for every category, each with a subcategory to link to', () => {
    expect(sidebarCategories.map((category) => category.icon)).toEqual([...CATEGORIES]);
    for (const category of sidebarCategories) {
      expect(category.name).toBe(categoryLabels[category.icon as (typeof CATEGORIES)[number]]);
      expect(category.subcategories.length).toBeGreaterThanOrEqual(1);
      for (const subcategory of category.subcategories) expect(subcategory.path.startsWith('/')).toBe(true);
    }
    expect(sidebarCategories[0]?.subcategories.map((sub) => sub.path)).toEqual(
      ['immunity-energy', 'digestive-health', 'vision-sleep', 'muscle-nutrition', 'mens-health', 'womens-health'].map(
        (sub) => `/shop/supplements/${sub}`,
      ),
    );
    expect(sidebarCategories[1]?.subcategories[0]?.path).toBe('/shop/health-packages/respiratory-health');
    const allNames = sidebarCategories.flatMap((category) => category.subcategories.map((sub) => sub.name));
    expect(allNames).not.toContain('View All Products');
  });
});

import type { Product } from '../domain/product-types';

/** A complete product for tests; give only the fields a test is about. */
export function makeProduct(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  return {
    name: overrides.id.replace(/-/g, ' '),
    price: 1000,
    currency: 'KES',
    description: 'A plain product.',
    shortDescription: 'Plain.',
    ingredients: ['Water'],
    usage: 'Use daily.',
    benefits: ['Plain'],
    category: 'supplements',
    subcategory: 'immunity-energy',
    healthGoals: [],
    images: [`/uploads/products/${overrides.id}-1.svg`, `/uploads/products/${overrides.id}-2.svg`],
    bestSeller: false,
    newArrival: false,
    stock: 100,
    ratings: { average: 4.5, count: 10 },
    reviews: [],
    addedOn: '2025-06-01',
    ...overrides,
  };
}

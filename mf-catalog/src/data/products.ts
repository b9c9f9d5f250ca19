import type { Product } from './product-types';

/** The starting catalogue; the catalogue issue replaces it with the full ~62 products. */
export const products: Product[] = [
  {
    id: 'a-power-capsules',
    name: 'A-Power Capsules',
    price: 2500,
    currency: 'KES',
    shortDescription: 'A daily herbal blend to support energy and vitality.',
    category: 'supplements',
    subcategory: 'immunity-energy',
    images: [],
    stock: 120,
  },
  {
    id: 'kuding-plus-tea',
    name: 'Kuding Plus Tea',
    price: 1800,
    currency: 'KES',
    shortDescription: 'A bitter leaf tea, traditionally taken after meals.',
    category: 'supplements',
    subcategory: 'digestive-health',
    images: [],
    stock: 200,
  },
  {
    id: 'olive-soap',
    name: 'Olive Soap',
    price: 500,
    currency: 'KES',
    shortDescription: 'A gentle cold-process soap made with olive oil.',
    category: 'skincare',
    subcategory: 'beauty-care',
    images: [],
    stock: 300,
  },
];

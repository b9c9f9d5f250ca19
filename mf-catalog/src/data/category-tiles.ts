import type { CategoryTile } from './product-types';

/** The home page's Shop By Category tiles (storefront spec section 2, item 5). */
export const categoryTiles: CategoryTile[] = [
  { name: 'Supplements', link: '/shop/supplements', image: '/uploads/categories/supplements.svg' },
  { name: 'Skincare', link: '/shop/skincare', image: '/uploads/categories/skincare.svg' },
  { name: 'Dental Care', link: '/shop/dental-care', image: '/uploads/categories/dental-care.svg' },
  { name: 'Sexual Wellness', link: '/shop/sexual-wellness', image: '/uploads/categories/sexual-wellness.svg' },
  { name: 'Agricultural', link: '/shop/agricultural', image: '/uploads/categories/agricultural.svg' },
  { name: 'Health Packages', link: '/shop/health-packages', image: '/uploads/categories/health-packages.svg' },
];

import type { ProductSummary } from './product-types';
import { supplementProducts } from './products/supplements';
import { healthPackageProducts } from './products/health-packages';
import { skincareProducts } from './products/skincare';
import { dentalCareProducts } from './products/dental-care';
import { sexualWellnessProducts } from './products/sexual-wellness';
import { agriculturalProducts } from './products/agricultural';
import { specialtyProducts } from './products/specialty';

/**
 * The whole catalogue as lists show it, in the category order of CATEGORIES. What a product's
 * page adds is in product-details.ts, which pages load only when they show it.
 */
export const products: ProductSummary[] = [
  ...supplementProducts,
  ...healthPackageProducts,
  ...skincareProducts,
  ...dentalCareProducts,
  ...sexualWellnessProducts,
  ...agriculturalProducts,
  ...specialtyProducts,
];

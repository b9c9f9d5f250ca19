import type { Product } from './product-types';
import { supplementProducts } from './products/supplements';
import { healthPackageProducts } from './products/health-packages';
import { skincareProducts } from './products/skincare';
import { dentalCareProducts } from './products/dental-care';
import { sexualWellnessProducts } from './products/sexual-wellness';
import { agriculturalProducts } from './products/agricultural';
import { specialtyProducts } from './products/specialty';

/** The whole catalogue, in the category order of CATEGORIES. */
export const products: Product[] = [
  ...supplementProducts,
  ...healthPackageProducts,
  ...skincareProducts,
  ...dentalCareProducts,
  ...sexualWellnessProducts,
  ...agriculturalProducts,
  ...specialtyProducts,
];

// The products' details (description, ingredients, usage, benefits, reviews): about 70% of the
// catalogue's bytes, which only a product page and a search need. The catalogue API imports this
// file when one of those asks (its own chunk); build-time code imports it directly.
import type { Product, ProductDetails } from './product-types';
import { withDetails } from './product-with-details';
import { products } from './products';
import { supplementDetails } from './product-details/supplements';
import { healthPackageDetails } from './product-details/health-packages';
import { skincareDetails } from './product-details/skincare';
import { dentalCareDetails } from './product-details/dental-care';
import { sexualWellnessDetails } from './product-details/sexual-wellness';
import { agriculturalDetails } from './product-details/agricultural';
import { specialtyDetails } from './product-details/specialty';

/** Every product's details, by product id. */
export const productDetails: Readonly<Record<string, ProductDetails>> = {
  ...supplementDetails,
  ...healthPackageDetails,
  ...skincareDetails,
  ...dentalCareDetails,
  ...sexualWellnessDetails,
  ...agriculturalDetails,
  ...specialtyDetails,
};

/** The whole catalogue with details, for build-time code (published pages, drawn pictures) and tests. */
export const fullProducts: readonly Product[] = products.map((product) => withDetails(product, productDetails));

import type { Category, ProductDetails } from './product-types';

type Details = Readonly<Record<string, ProductDetails>>;

/**
 * One category's product details, each its own chunk: a product page loads its product's category
 * only (skincare 2 KB, supplements 6 KB, all seven 15 KB gzipped).
 */
export const categoryDetails: Record<Category, () => Promise<Details>> = {
  supplements: async () => (await import('./product-details/supplements')).supplementDetails,
  'health-packages': async () => (await import('./product-details/health-packages')).healthPackageDetails,
  skincare: async () => (await import('./product-details/skincare')).skincareDetails,
  'dental-care': async () => (await import('./product-details/dental-care')).dentalCareDetails,
  'sexual-wellness': async () => (await import('./product-details/sexual-wellness')).sexualWellnessDetails,
  agricultural: async () => (await import('./product-details/agricultural')).agriculturalDetails,
  specialty: async () => (await import('./product-details/specialty')).specialtyDetails,
};

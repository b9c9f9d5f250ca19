// The shop's own routes below a category (storefront spec section 2, route table), and the
// query-form link to a filtered shop. The sidebar, the categories page and the shop's URL
// builder all read them from here.
import type { Category, Subcategory } from './product-types';

/** The supplement subcategories with a route of their own (/shop/supplements/[name]). */
export const SUPPLEMENT_ROUTE_SUBCATEGORIES = [
  'immunity-energy',
  'digestive-health',
  'vision-sleep',
  'muscle-nutrition',
  'mens-health',
  'womens-health',
] as const satisfies readonly Subcategory[];

/** The health package routes (/shop/health-packages/[name]) and their names. */
export const PACKAGE_ROUTE_LABELS = {
  'respiratory-health': 'Respiratory Health',
  'diabetes-management': 'Diabetes Management',
  'neurological-support': 'Neurological Support',
} as const;
export type PackageRouteSubcategory = keyof typeof PACKAGE_ROUTE_LABELS;
export const PACKAGE_ROUTE_SUBCATEGORIES = Object.keys(PACKAGE_ROUTE_LABELS) as PackageRouteSubcategory[];

/** The shop filtered by category and subcategory, in its query form. */
export function filteredShopPath(category: Category, subcategory: Subcategory): string {
  return `/shop?category=${category}&subcategory=${subcategory}`;
}

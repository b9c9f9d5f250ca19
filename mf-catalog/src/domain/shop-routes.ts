// The shop's own routes below a category (storefront spec section 2, route table), the
// query-form link to a filtered shop and a product's page. The sidebar, the categories page,
// the shop's URL builder, the product cards and the published page list read them from here.
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

/** A product's page: `/product/olive-soap`. */
export function productPath(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

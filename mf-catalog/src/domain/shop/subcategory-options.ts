import type { Category } from '../product-types';
import { subcategoryLabels } from '../taxonomy';
import { PACKAGE_ROUTE_LABELS, PACKAGE_ROUTE_SUBCATEGORIES, SUPPLEMENT_ROUTE_SUBCATEGORIES, type PackageRouteSubcategory } from '../shop-routes';
import type { ShopSubcategory } from './subcategory-filters';

/** The subcategories the filter panel offers for a category (all product subcategories without one). */
const OPTIONS: Record<Category, ShopSubcategory[]> = {
  supplements: [...SUPPLEMENT_ROUTE_SUBCATEGORIES, 'joint-health', 'detox', 'childrens-health'],
  'health-packages': [...PACKAGE_ROUTE_SUBCATEGORIES],
  skincare: ['beauty-care'],
  'dental-care': ['dental-care'],
  'sexual-wellness': ['mens-health', 'womens-health'],
  agricultural: ['home-essentials'],
  specialty: ['home-essentials', 'detox'],
};

export function subcategoryOptions(category: string): ShopSubcategory[] {
  if (Object.hasOwn(OPTIONS, category)) return OPTIONS[category as Category];
  return Object.keys(subcategoryLabels) as ShopSubcategory[];
}

export function subcategoryLabel(subcategory: ShopSubcategory): string {
  return Object.hasOwn(PACKAGE_ROUTE_LABELS, subcategory)
    ? PACKAGE_ROUTE_LABELS[subcategory as PackageRouteSubcategory]
    : subcategoryLabels[subcategory as keyof typeof subcategoryLabels];
}

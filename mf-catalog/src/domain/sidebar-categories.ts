import type { Category, SidebarCategory, Subcategory } from './product-types';
import { categoryLabels, subcategoryLabels } from './taxonomy';
import { PACKAGE_ROUTE_LABELS, PACKAGE_ROUTE_SUBCATEGORIES, SUPPLEMENT_ROUTE_SUBCATEGORIES, filteredShopPath } from './shop-routes';

/** A subcategory of a category outside the two with their own routes: the filtered shop. */
function filtered(category: Category, subcategory: Subcategory, name = subcategoryLabels[subcategory]) {
  return { name, path: filteredShopPath(category, subcategory) };
}

/**
 * The home page's All Categories sidebar: every category, in the order of CATEGORIES. A category
 * links to its first subcategory's path; the page adds the final View All Products entry itself.
 */
export const sidebarCategories: SidebarCategory[] = [
  {
    name: categoryLabels.supplements,
    icon: 'supplements',
    subcategories: SUPPLEMENT_ROUTE_SUBCATEGORIES.map((subcategory) => ({
      name: subcategoryLabels[subcategory],
      path: `/shop/supplements/${subcategory}`,
    })),
  },
  {
    name: categoryLabels['health-packages'],
    icon: 'health-packages',
    subcategories: [
      ...PACKAGE_ROUTE_SUBCATEGORIES.map((route) => ({ name: PACKAGE_ROUTE_LABELS[route], path: `/shop/health-packages/${route}` })),
      { name: 'All Health Packages', path: '/packages' },
    ],
  },
  {
    name: categoryLabels.skincare,
    icon: 'skincare',
    subcategories: [filtered('skincare', 'beauty-care')],
  },
  {
    name: categoryLabels['dental-care'],
    icon: 'dental-care',
    subcategories: [filtered('dental-care', 'dental-care')],
  },
  {
    name: categoryLabels['sexual-wellness'],
    icon: 'sexual-wellness',
    subcategories: [filtered('sexual-wellness', 'mens-health'), filtered('sexual-wellness', 'womens-health')],
  },
  {
    name: categoryLabels.agricultural,
    icon: 'agricultural',
    subcategories: [filtered('agricultural', 'home-essentials', 'Farm & Garden')],
  },
  {
    name: categoryLabels.specialty,
    icon: 'specialty',
    subcategories: [filtered('specialty', 'home-essentials'), filtered('specialty', 'detox')],
  },
];

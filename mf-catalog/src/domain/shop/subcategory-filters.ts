import type { HealthGoal, Subcategory } from '../product-types';
import type { PackageRouteSubcategory } from '../shop-routes';

/** A subcategory the shop can filter by: a product subcategory or a package route name. */
export type ShopSubcategory = Subcategory | PackageRouteSubcategory;

interface SubcategoryFilter {
  /** Products filed under this subcategory match. */
  subcategory?: Subcategory;
  /** So do products with any of these goals (storefront spec section 9: the subcategory filter maps to goals). */
  goals: readonly HealthGoal[];
}

/**
 * What each subcategory selects. The spec gives mens-health → sexual-wellness, libido-enhancement,
 * hormone-balance; the others follow the same idea.
 */
export const SUBCATEGORY_FILTERS: Record<ShopSubcategory, SubcategoryFilter> = {
  'immunity-energy': { subcategory: 'immunity-energy', goals: ['immunity', 'energy'] },
  'digestive-health': { subcategory: 'digestive-health', goals: ['digestion', 'gut-health'] },
  'vision-sleep': { subcategory: 'vision-sleep', goals: ['sleep', 'stress-relief'] },
  'muscle-nutrition': { subcategory: 'muscle-nutrition', goals: ['performance'] },
  'mens-health': { subcategory: 'mens-health', goals: ['sexual-wellness', 'libido-enhancement', 'hormone-balance'] },
  'womens-health': { subcategory: 'womens-health', goals: ['hormone-balance', 'anti-aging'] },
  respiratory: { subcategory: 'respiratory', goals: ['respiratory'] },
  'joint-health': { subcategory: 'joint-health', goals: ['joint-health'] },
  'beauty-care': { subcategory: 'beauty-care', goals: ['skincare', 'anti-aging'] },
  'dental-care': { subcategory: 'dental-care', goals: ['dental'] },
  'home-essentials': { subcategory: 'home-essentials', goals: [] },
  detox: { subcategory: 'detox', goals: ['detox', 'liver-health'] },
  'childrens-health': { subcategory: 'childrens-health', goals: [] },
  'respiratory-health': { subcategory: 'respiratory', goals: ['respiratory'] },
  'diabetes-management': { goals: ['blood-sugar'] },
  'neurological-support': { goals: ['mental-clarity'] },
};

export function isShopSubcategory(value: string): value is ShopSubcategory {
  return Object.hasOwn(SUBCATEGORY_FILTERS, value);
}

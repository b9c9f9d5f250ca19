import type { Category } from './product-types';
import { filteredShopPath as sub } from './shop-routes';

interface OverviewCategory {
  category: Category;
  name: string;
  links: { label: string; to: string }[];
}

/**
 * /categories (storefront spec section 2): six categories, each with its links into the shop by
 * category, subcategory and healthGoal, exactly as the spec lists them.
 */
export const CATEGORY_OVERVIEW: OverviewCategory[] = [
  {
    category: 'supplements',
    name: 'Supplements',
    links: [
      { label: 'Immunity & Energy', to: sub('supplements', 'immunity-energy') },
      { label: 'Digestive Health', to: sub('supplements', 'digestive-health') },
      { label: 'Vision & Sleep', to: sub('supplements', 'vision-sleep') },
      { label: 'Muscle & Nutrition', to: sub('supplements', 'muscle-nutrition') },
    ],
  },
  { category: 'skincare', name: 'Skincare', links: [{ label: 'Beauty Care', to: sub('skincare', 'beauty-care') }] },
  { category: 'dental-care', name: 'Dental Care', links: [{ label: 'Dental Care', to: sub('dental-care', 'dental-care') }] },
  {
    category: 'sexual-wellness',
    name: 'Sexual Wellness',
    links: [
      { label: "Men's Health", to: sub('sexual-wellness', 'mens-health') },
      { label: "Women's Health", to: sub('sexual-wellness', 'womens-health') },
    ],
  },
  { category: 'agricultural', name: 'Agricultural', links: [{ label: 'Home Essentials', to: sub('agricultural', 'home-essentials') }] },
  {
    category: 'health-packages',
    name: 'Health Packages',
    links: [
      { label: 'Respiratory', to: sub('health-packages', 'respiratory') },
      { label: 'Blood Sugar', to: '/shop?category=health-packages&healthGoal=blood-sugar' },
      { label: 'Mental Clarity', to: '/shop?category=health-packages&healthGoal=mental-clarity' },
    ],
  },
];

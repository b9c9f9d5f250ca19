import { CATEGORIES, HEALTH_GOALS, type Category, type HealthGoal } from '../product-types';
import { normaliseSearch } from '../search/search-text';
import { PACKAGE_ROUTE_SUBCATEGORIES, SUPPLEMENT_ROUTE_SUBCATEGORIES } from '../shop-routes';
import { isShopSubcategory, type ShopSubcategory } from './subcategory-filters';

/** The price slider (storefront spec section 9): 0 to 10,000 KES in steps of 500, upper bound only. */
export const PRICE_SLIDER = { min: 0, max: 10_000, step: 500 } as const;

/** Everything that narrows the shop. The URL holds all of it, so a filtered shop can be shared. */
export interface ShopFilters {
  search: string;
  /** A category id, or '' for all. An unknown id is kept, and then matches nothing. */
  category: string;
  subcategory: ShopSubcategory | '';
  healthGoals: HealthGoal[];
  /** Upper price bound in KES; at the slider's top (10,000) there is no bound. */
  maxPrice: number;
}

export const NO_FILTERS: ShopFilters = { search: '', category: '', subcategory: '', healthGoals: [], maxPrice: PRICE_SLIDER.max };


export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

function isHealthGoal(value: string): value is HealthGoal {
  return (HEALTH_GOALS as readonly string[]).includes(value);
}

function parseMaxPrice(raw: string | null): number {
  if (raw === null || raw.trim() === '') return PRICE_SLIDER.max;
  const value = Number(raw);
  if (!Number.isFinite(value)) return PRICE_SLIDER.max;
  const stepped = Math.round(value / PRICE_SLIDER.step) * PRICE_SLIDER.step;
  return Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, stepped));
}

/** The page number of a URL: a whole number from 1, anything else is page 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Reads the filters from any of the four shop URL shapes: /shop, /shop?search=…,
 * /shop?category=…&subcategory=…&healthGoal=…, /shop/[category] and /shop/[category]/[subcategory].
 * `goal` is read as a synonym of `healthGoal` (the product page's links use it). Unknown goals
 * and subcategories are dropped; an unknown category is kept so the shop can say nothing matches.
 */
export function parseShopFilters(pathname: string, params: URLSearchParams): ShopFilters {
  const [, , routeCategory, routeSubcategory] = pathname.split('/').map((part) => safeDecode(part));
  const category = (routeCategory || params.get('category') || '').trim().toLowerCase();
  const subcategory = (routeSubcategory || params.get('subcategory') || '').trim().toLowerCase();
  const goals = [...params.getAll('healthGoal'), ...params.getAll('goal')]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(isHealthGoal);
  return {
    search: normaliseSearch(params.get('search') ?? ''),
    category,
    subcategory: isShopSubcategory(subcategory) ? subcategory : '',
    healthGoals: [...new Set(goals)],
    maxPrice: parseMaxPrice(params.get('maxPrice')),
  };
}

function safeDecode(part: string | undefined): string {
  if (part === undefined) return '';
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The canonical URL of a filtered shop: category and subcategory in the path where the shop has
 * such a route, everything else in the query; page 1 and the defaults are left out.
 */
export function shopUrl(filters: ShopFilters, page = 1): string {
  const params = new URLSearchParams();
  let path = '/shop';
  const { category, subcategory } = filters;
  if (category && subcategory && category === 'supplements' && (SUPPLEMENT_ROUTE_SUBCATEGORIES as readonly string[]).includes(subcategory)) {
    path = `/shop/supplements/${subcategory}`;
  } else if (category && subcategory && category === 'health-packages' && (PACKAGE_ROUTE_SUBCATEGORIES as readonly string[]).includes(subcategory)) {
    path = `/shop/health-packages/${subcategory}`;
  } else if (category && !subcategory && isCategory(category)) {
    path = `/shop/${category}`;
  } else {
    if (category) params.set('category', category);
    if (subcategory) params.set('subcategory', subcategory);
  }
  if (filters.search) params.set('search', filters.search);
  for (const goal of filters.healthGoals) params.append('healthGoal', goal);
  if (filters.maxPrice < PRICE_SLIDER.max) params.set('maxPrice', String(filters.maxPrice));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

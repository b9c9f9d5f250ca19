// Which catalogue products each package page shows: purchase spec section 2.7's table, rule
// for rule. "Tagged a and b" means both goals; "immunity items" are products with the goal
// immunity. One deviation (docs/deviations.md): Digestive Care's "or with goal immunity" is left out, since
// it would make the page a copy of Immune Booster's.
import type { CatalogProduct, CatalogProductSummary } from '../catalog-types';
import type { PackageSlug } from './package-types';

/** A rule reads a product's summary; the rules of `rulesReadingDescriptions` its description too. */
type RuleProduct = CatalogProductSummary & Partial<Pick<CatalogProduct, 'description'>>;
type Rule = (product: RuleProduct) => boolean;

const tagged =
  (...goals: string[]): Rule =>
  (product) =>
    goals.every((goal) => product.healthGoals.includes(goal));

const immunityItem = tagged('immunity');
const energyItem = tagged('energy');

export const packageRules: Record<PackageSlug, Rule> = {
  CancerCare: tagged('chronic-disease', 'immunity'),
  DiabetesCare: tagged('blood-sugar', 'chronic-disease'),
  Slimming: tagged('weight-management'),
  MaleCare: tagged('sexual-wellness', 'libido-enhancement'),
  FemaleCare: tagged('hormone-balance'),
  DigestiveCare: (product) => immunityItem(product) && product.subcategory === 'digestive-health',
  SkinCare: tagged('skincare'),
  HeartCare: tagged('heart-health', 'chronic-disease'),
  ImmuneBooster: immunityItem,
  MentalCare: (product) =>
    tagged('mental-clarity')(product) ||
    (immunityItem(product) && /ginkgo|ginseng/i.test(product.name)) ||
    (energyItem(product) && (tagged('mental-clarity')(product) || /brain|cognitive|mental/i.test(product.description ?? ''))),
  KidsCare: (product) => immunityItem(product) && (product.subcategory === 'childrens-health' || /children/i.test(product.name)),
};

/**
 * The packages whose rule reads descriptions: their page asks the catalogue for every product's
 * details; the others for summaries (a tenth of the bytes).
 */
export const rulesReadingDescriptions: ReadonlySet<PackageSlug> = new Set(['MentalCare']);

/** The package's products, in catalogue order. */
export function packageProducts<T extends RuleProduct>(slug: PackageSlug, products: readonly T[]): T[] {
  return products.filter(packageRules[slug]);
}

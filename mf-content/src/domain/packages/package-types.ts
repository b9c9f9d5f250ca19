// The health packages of purchase spec section 2.7: words here, product selection in package-rules.ts.

/** The canonical path names, /packages/<slug>, in the order the /packages list shows them. */
export const PACKAGE_SLUGS = [
  'CancerCare',
  'DiabetesCare',
  'Slimming',
  'MaleCare',
  'FemaleCare',
  'DigestiveCare',
  'SkinCare',
  'HeartCare',
  'ImmuneBooster',
  'MentalCare',
  'KidsCare',
] as const;
export type PackageSlug = (typeof PACKAGE_SLUGS)[number];

export interface PackageFeature {
  title: string;
  text: string;
}

export interface HealthPackage {
  slug: PackageSlug;
  /** 'Cancer Care' */
  title: string;
  /** One or two sentences under the title, also used on the /packages list. */
  description: string;
  /** Four short benefit lines. */
  keyBenefits: string[];
  /** "About This Package": two or three paragraphs. */
  about: string[];
  /** "Recommended For": four or five lines. */
  recommendedFor: string[];
  /** "Package Features": four. */
  features: PackageFeature[];
  /** Other lower-case spellings that lead here, letters and digits only: 'kids', 'children' (the slug itself and '<slug>package', in any case or with separators, lead here anyway). */
  aliases: string[];
}

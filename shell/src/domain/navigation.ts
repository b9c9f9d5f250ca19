/** Every link of the chrome, in one place (storefront spec section 2, "Shared page chrome"). */
export interface NavLinkItem {
  label: string;
  to: string;
}

export const mainLinks: NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Shop', to: '/shop' },
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
];

export const supplementLinks: NavLinkItem[] = [
  { label: 'Immunity & Energy', to: '/shop/supplements/immunity-energy' },
  { label: 'Digestive Health', to: '/shop/supplements/digestive-health' },
  { label: 'Vision & Sleep', to: '/shop/supplements/vision-sleep' },
  { label: 'Muscle & Nutrition', to: '/shop/supplements/muscle-nutrition' },
  { label: "Men's Health", to: '/shop/supplements/mens-health' },
  { label: "Women's Health", to: '/shop/supplements/womens-health' },
];

export const healthPackageLinks: NavLinkItem[] = [
  { label: 'Respiratory Health', to: '/shop/health-packages/respiratory-health' },
  { label: 'Diabetes Management', to: '/shop/health-packages/diabetes-management' },
  { label: 'Neurological Support', to: '/shop/health-packages/neurological-support' },
  { label: 'All Health Packages', to: '/packages' },
];

export const otherCategoryLinks: NavLinkItem[] = [
  { label: 'Skincare', to: '/shop/skincare' },
  { label: 'Dental Care', to: '/shop/dental-care' },
  { label: 'Sexual Wellness', to: '/shop/sexual-wellness' },
  { label: 'Agricultural', to: '/shop/agricultural' },
  { label: 'Specialty', to: '/shop/specialty' },
];

/** The footer's category list: every top-level category of the catalogue. */
export const productCategoryLinks: NavLinkItem[] = [
  { label: 'Supplements', to: '/shop/supplements' },
  { label: 'Health Packages', to: '/shop/health-packages' },
  ...otherCategoryLinks,
];

export const footerQuickLinks: NavLinkItem[] = [
  ...mainLinks,
  { label: 'Health Packages', to: '/packages' },
  { label: 'Categories', to: '/categories' },
  { label: 'NOPF Fertilizer', to: '/nopf' },
];

export const legalLinks: NavLinkItem[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms' },
];

/** Pages where a floating cart button would only repeat what the page shows. */
export const CART_PAGES = ['/cart', '/checkout'];

import type { HealthPackageTile } from './product-types';

/** The home page's health packages grid, in the order of storefront spec section 2. */
export const packageTiles: HealthPackageTile[] = [
  {
    id: 'HeartCare',
    title: 'Heart Care',
    description: 'Natural products that support heart health and circulation as part of an active life.',
    path: '/packages/HeartCare',
    image: '/uploads/packages/HeartCare.svg',
  },
  {
    id: 'CancerCare',
    title: 'Cancer Care',
    description: 'Immune-supporting natural products to use alongside the care of your medical team.',
    path: '/packages/CancerCare',
    image: '/uploads/packages/CancerCare.svg',
  },
  {
    id: 'MentalCare',
    title: 'Mental Care',
    description: 'Ginkgo, ginseng and calming herbs to support memory, focus and a clear mind.',
    path: '/packages/MentalCare',
    image: '/uploads/packages/MentalCare.svg',
  },
  {
    id: 'ImmuneBooster',
    title: 'Immune Booster',
    description: 'Our most popular bundle to support your natural defences all year round.',
    path: '/packages/ImmuneBooster',
    image: '/uploads/packages/ImmuneBooster.svg',
  },
  {
    id: 'DigestiveCare',
    title: 'Digestive Care',
    description: 'Probiotics, fibre and herbal teas for comfortable digestion and a balanced gut.',
    path: '/packages/DigestiveCare',
    image: '/uploads/packages/DigestiveCare.svg',
  },
  {
    id: 'Slimming',
    title: 'Slimming',
    description: 'Fibre, teas and protein that support a healthy weight-management plan.',
    path: '/packages/Slimming',
    image: '/uploads/packages/Slimming.svg',
  },
  {
    id: 'SkinCare',
    title: 'Skin Care',
    description: 'Plant-based soaps, oils and butters for soft, nourished skin.',
    path: '/packages/SkinCare',
    image: '/uploads/packages/SkinCare.svg',
  },
  {
    id: 'MaleCare',
    title: 'Male Care',
    description: "Herbal support for men's stamina, drive and vitality, delivered discreetly.",
    path: '/packages/MaleCare',
    image: '/uploads/packages/MaleCare.svg',
  },
  {
    id: 'FemaleCare',
    title: 'Female Care',
    description: "Natural support for women's hormone balance through every stage of life.",
    path: '/packages/FemaleCare',
    image: '/uploads/packages/FemaleCare.svg',
  },
  {
    id: 'KidsCare',
    title: 'Kids Care',
    description: 'Child-friendly vitamins that support growth and natural immunity.',
    path: '/packages/KidsCare',
    image: '/uploads/packages/KidsCare.svg',
  },
  {
    id: 'DiabetesCare',
    title: 'Diabetes Care',
    description: "Natural products that support healthy blood sugar alongside your doctor's advice.",
    path: '/packages/DiabetesCare',
    image: '/uploads/packages/DiabetesCare.svg',
  },
];

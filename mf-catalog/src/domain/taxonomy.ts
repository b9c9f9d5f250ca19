import type { Category, HealthGoal, Subcategory } from './product-types';

/** The display names of the categories, subcategories and health goals. */
export const categoryLabels: Record<Category, string> = {
  supplements: 'Supplements',
  'health-packages': 'Health Packages',
  skincare: 'Skincare',
  'dental-care': 'Dental Care',
  'sexual-wellness': 'Sexual Wellness',
  agricultural: 'Agricultural',
  specialty: 'Specialty',
};

export const subcategoryLabels: Record<Subcategory, string> = {
  'immunity-energy': 'Immunity & Energy',
  'digestive-health': 'Digestive Health',
  'vision-sleep': 'Vision & Sleep',
  'muscle-nutrition': 'Muscle & Nutrition',
  'mens-health': "Men's Health",
  'womens-health': "Women's Health",
  respiratory: 'Respiratory Health',
  'joint-health': 'Joint Health',
  'beauty-care': 'Beauty Care',
  'dental-care': 'Dental Care',
  'home-essentials': 'Home Essentials',
  detox: 'Detox & Cleanse',
  'childrens-health': "Children's Health",
};

export const healthGoalLabels: Record<HealthGoal, string> = {
  immunity: 'Immunity',
  digestion: 'Digestion',
  'sexual-wellness': 'Sexual Wellness',
  respiratory: 'Respiratory Health',
  skincare: 'Skincare',
  dental: 'Dental Health',
  energy: 'Energy',
  'weight-management': 'Weight Management',
  'heart-health': 'Heart Health',
  'blood-sugar': 'Blood Sugar',
  'mental-clarity': 'Mental Clarity',
  sleep: 'Sleep',
  'stress-relief': 'Stress Relief',
  'joint-health': 'Joint Health',
  detox: 'Detox',
  'hormone-balance': 'Hormone Balance',
  'gut-health': 'Gut Health',
  'anti-aging': 'Anti-Aging',
  performance: 'Performance',
  'liver-health': 'Liver Health',
  'libido-enhancement': 'Libido Enhancement',
  'chronic-disease': 'Chronic Disease Support',
};

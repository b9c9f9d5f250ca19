import type { BlogCategory } from '../domain/blog/blog-types';
import type { PackageSlug } from '../domain/packages/package-types';
import type { CoverStyle } from './cover-art';

const style = (from: string, to: string, accent: string, motif: CoverStyle['motif']): CoverStyle => ({ from, to, accent, motif });

export const packageStyles: Record<PackageSlug, CoverStyle> = {
  CancerCare: style('#E8F2EA', '#2E6B3F', '#C9A227', 'shield'),
  DiabetesCare: style('#EAF3F7', '#24627A', '#7FB77E', 'drop'),
  Slimming: style('#F3F7E6', '#4F7A28', '#E0B43A', 'scale'),
  MaleCare: style('#E9EEF5', '#2F4B73', '#C9A227', 'bulb'),
  FemaleCare: style('#F8ECEF', '#8A3B5A', '#D9A441', 'flower'),
  DigestiveCare: style('#F5F1E4', '#7A5B21', '#6FA35A', 'bowl'),
  SkinCare: style('#FBF1E6', '#9A5A2C', '#7FB77E', 'leaf'),
  HeartCare: style('#F9E9E7', '#9B2F2F', '#C9A227', 'heart'),
  ImmuneBooster: style('#E8F2EA', '#1F5C36', '#E0B43A', 'shield'),
  MentalCare: style('#EEEAF6', '#4B3F82', '#C9A227', 'bulb'),
  KidsCare: style('#FFF6DF', '#B0641A', '#6FA35A', 'smile'),
};

export const blogCategoryStyles: Record<BlogCategory, CoverStyle> = {
  Immunity: style('#E8F2EA', '#1F5C36', '#E0B43A', 'shield'),
  Skincare: style('#FBF1E6', '#9A5A2C', '#7FB77E', 'leaf'),
  Nutrition: style('#F3F7E6', '#4F7A28', '#E0B43A', 'bowl'),
  'Sexual Wellness': style('#F8ECEF', '#8A3B5A', '#D9A441', 'heart'),
  Wellness: style('#EAF3F7', '#24627A', '#7FB77E', 'sun'),
};

/** The About page's and the Kids Care page's pictures. */
export const pageStyles = {
  about: style('#E8F2EA', '#1F5C36', '#C9A227', 'leaf'),
  kids: packageStyles.KidsCare,
} as const;

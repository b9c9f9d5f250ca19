import type { HealthPackage } from './package-types';

/** A package's canonical page: '/packages/KidsCare'. */
export function packagePath(healthPackage: Pick<HealthPackage, 'slug'>): string {
  return `/packages/${healthPackage.slug}`;
}

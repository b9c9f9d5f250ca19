import { healthPackages } from './package-content';
import { packagePath } from './package-links';
import type { HealthPackage } from './package-types';

export type PackageLookup =
  | { kind: 'found'; healthPackage: HealthPackage }
  /** Another spelling of a package: go to its canonical path, replacing the history entry. */
  | { kind: 'redirect'; to: string }
  | { kind: 'unknown' };

/** Lower case, letters and digits only: 'Kids-Care' and 'kids care' both become 'kidscare'. */
function spelling(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The package a /packages/:name segment names. Names match whatever their case and separators. */
export function lookUpPackage(name: string): PackageLookup {
  const exact = healthPackages.find((candidate) => candidate.slug === name);
  if (exact) return { kind: 'found', healthPackage: exact };
  const wanted = spelling(name);
  const other = healthPackages.find(
    (candidate) => spelling(candidate.slug) === wanted || candidate.aliases.includes(wanted) || `${spelling(candidate.slug)}package` === wanted,
  );
  return other ? { kind: 'redirect', to: packagePath(other) } : { kind: 'unknown' };
}

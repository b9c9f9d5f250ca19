import { lookUpPackage } from './package-path';
import { healthPackages } from './package-content';
import { PACKAGE_SLUGS } from './package-types';

describe('package names in the path', () => {
  it('finds each of the eleven packages at its canonical path', () => {
    for (const slug of PACKAGE_SLUGS) expect(lookUpPackage(slug)).toEqual({ kind: 'found', healthPackage: expect.objectContaining({ slug }) });
  });

  it.each([
    ['kidscare', '/packages/KidsCare'],
    ['KIDSCARE', '/packages/KidsCare'],
    ['kids-care', '/packages/KidsCare'],
    ['Kids Care', '/packages/KidsCare'],
    ['kids', '/packages/KidsCare'],
    ['children', '/packages/KidsCare'],
    ['diabetescare', '/packages/DiabetesCare'],
    ['heart_care', '/packages/HeartCare'],
    ['immunity', '/packages/ImmuneBooster'],
    ['ImmuneBoosterPackage', '/packages/ImmuneBooster'],
  ])('sends %s on to %s', (name, to) => {
    expect(lookUpPackage(name)).toEqual({ kind: 'redirect', to });
  });

  it('knows no other names', () => {
    for (const name of ['', 'Vitamins', 'kidscarex', 'care', '<script>']) expect(lookUpPackage(name)).toEqual({ kind: 'unknown' });
  });

  it('never gives one alias to two packages, nor a slug as an alias of another', () => {
    const names = healthPackages.flatMap((pkg) => [pkg.slug.toLowerCase(), ...pkg.aliases]);
    expect(new Set(names).size).toBe(names.length);
    for (const alias of healthPackages.flatMap((pkg) => pkg.aliases)) expect(alias).toMatch(/^[a-z0-9]+$/);
  });
});

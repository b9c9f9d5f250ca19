// Where each drawn picture is served (on this remote's origin, see artUrl). The pages import
// these; only the build imports art-manifest.ts, which draws them.
export const ABOUT_ART = '/art/about.svg';
export const KIDS_ART = '/art/kids-care.svg';

export function packageArt(slug: string): string {
  return `/art/packages/${slug}.svg`;
}

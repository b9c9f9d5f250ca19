// Every content picture, drawn: the build (config/svg-assets-plugin.cjs) writes each to
// dist/art/…, and `webpack serve` serves them from memory.
import { blogArticles } from '../blog/blog-articles';
import { healthPackages } from '../packages/package-content';
import { blogCategoryStyles, packageStyles, pageStyles } from './art-styles';
import { drawCover } from './cover-art';
import { ABOUT_ART, KIDS_ART, packageArt } from './art-paths';

export function artManifest(): { path: string; svg: string }[] {
  return [
    ...blogArticles.map((article) => ({ path: article.image, svg: drawCover(blogCategoryStyles[article.category], article.id, article.title) })),
    ...healthPackages.map((pkg) => ({ path: packageArt(pkg.slug), svg: drawCover(packageStyles[pkg.slug], pkg.slug, `${pkg.title} package`) })),
    { path: ABOUT_ART, svg: drawCover(pageStyles.about, 'about', 'Mimea Naturals') },
    { path: KIDS_ART, svg: drawCover(pageStyles.kids, 'kids', 'Kids Care') },
  ];
}

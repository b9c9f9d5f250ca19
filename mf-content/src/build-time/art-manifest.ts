// Every content picture, drawn: the build (shared/build/generated-files-plugin.cjs) writes each to
// dist/art/…, and `webpack serve` serves them from memory.
import { blogArticles } from '../domain/blog/blog-articles';
import { healthPackages } from '../domain/packages/package-content';
import { blogCategoryStyles, packageStyles, pageStyles } from './art-styles';
import { drawCover } from './cover-art';
import { ABOUT_ART, KIDS_ART, packageArt } from '../domain/art/art-paths';

export function artManifest(): { path: string; content: string }[] {
  return [
    ...blogArticles.map((article) => ({ path: article.image, content: drawCover(blogCategoryStyles[article.category], article.id, article.title) })),
    ...healthPackages.map((pkg) => ({ path: packageArt(pkg.slug), content: drawCover(packageStyles[pkg.slug], pkg.slug, `${pkg.title} package`) })),
    { path: ABOUT_ART, content: drawCover(pageStyles.about, 'about', 'Mimea Naturals') },
    { path: KIDS_ART, content: drawCover(pageStyles.kids, 'kids', 'Kids Care') },
  ];
}

import { DESCRIPTION_MAX, pageDescription, type PublishedPage, type PublishedPages } from '@mimea/shared';
import { blogArticles } from './blog/blog-articles';
import { authorNamed } from './blog/blog-queries';
import { healthPackages } from './packages/package-content';
import { blogPageMeta, blogPostMeta, blogPostNotFoundMeta, packageNotFoundMeta } from './page-meta';
import { contentPublishedPages, publishedFiles } from '../build-time/published-files';

const article = blogArticles.find((candidate) => candidate.id === 'oral-care-the-natural-way-with-miswak')!;
const postMeta = (post = article) => blogPostMeta(post, authorNamed(post.author));

describe('an article’s metadata', () => {
  it('has the article’s title and excerpt, as an Open Graph article', () => {
    expect(postMeta()).toMatchObject({
      path: '/blog/oral-care-the-natural-way-with-miswak',
      title: 'Oral Care the Natural Way with Miswak | Mimea Naturals',
      description: pageDescription(article.excerpt),
      type: 'article',
    });
  });

  it('gives a schema.org BlogPosting with headline, excerpt, date, author and a site path', () => {
    expect(blogPostMeta(article, undefined).jsonLd![0]!.author).toEqual({ '@type': 'Person', name: article.author });
    expect(postMeta().jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.excerpt,
        datePublished: article.date,
        author: { '@type': 'Person', name: article.author, jobTitle: authorNamed(article.author)!.role },
        url: '/blog/oral-care-the-natural-way-with-miswak',
      }),
    ]);
  });

  it('an unknown article or package is a not-found page that is not indexed', () => {
    expect(blogPostNotFoundMeta('no-such-article')).toMatchObject({ title: 'Blog post not found | Mimea Naturals', noindex: true });
    expect(packageNotFoundMeta('Vitamins')).toMatchObject({ path: '/packages/Vitamins', title: 'Package not found | Mimea Naturals', noindex: true });
  });
});

describe('the blog’s metadata', () => {
  it('keeps the canonical path /blog for a category or a search, which the title names as text', () => {
    expect(blogPageMeta({ search: '', category: null })).toMatchObject({ path: '/blog', title: 'Health & Wellness Blog | Mimea Naturals' });
    expect(blogPageMeta({ search: '', category: 'Skincare' })).toMatchObject({ path: '/blog', title: 'Skincare – Health & Wellness Blog | Mimea Naturals' });
    expect(blogPageMeta({ search: ' <b>shea</b>  butter ', category: 'Skincare' })).toMatchObject({
      path: '/blog',
      title: 'Blog results for "<b>shea</b> butter" | Mimea Naturals',
    });
  });
});

describe('the content remote’s published pages', () => {
  const pages = contentPublishedPages();
  const priorityOf = (path: string) => pages.find((page) => page.path === path)?.priority;

  it('has /about and /contact at 0.8 and /blog at 0.7', () => {
    expect([priorityOf('/about'), priorityOf('/contact'), priorityOf('/blog')]).toEqual([0.8, 0.8, 0.7]);
  });

  it('has every article at 0.6, as its page gives it', () => {
    for (const post of blogArticles) expect(pages).toContainEqual({ ...postMeta(post), priority: 0.6 });
  });

  it('has /packages and every package at 0.7, /KidsCare at 0.6 and the policies at 0.3', () => {
    expect(priorityOf('/packages')).toBe(0.7);
    for (const { slug } of healthPackages) expect(priorityOf(`/packages/${slug}`)).toBe(0.7);
    expect([priorityOf('/KidsCare'), priorityOf('/privacy-policy'), priorityOf('/terms')]).toEqual([0.6, 0.3, 0.3]);
    expect(pages).toHaveLength(3 + blogArticles.length + 1 + healthPackages.length + 3);
  });

  it('gives every page a branded title and a plain description within the limit', () => {
    for (const { title, description } of pages) {
      expect(title).toMatch(/ \| Mimea Naturals$/);
      expect(description.length).toBeGreaterThan(0);
      expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
  });

  it('are published as /content/pages.json that parses as PublishedPages, no path twice', () => {
    const files = publishedFiles();
    expect(files.map((file) => file.path)).toEqual(['/content/pages.json']);
    const published = JSON.parse(files[0]!.content) as PublishedPages;
    expect(published.pages).toEqual(pages);
    for (const page of published.pages) {
      expect(page).toEqual(expect.objectContaining<Partial<PublishedPage>>({ path: expect.stringMatching(/^\/[^?#]*$/), priority: expect.any(Number) }));
      expect(page.noindex).toBeUndefined();
    }
    expect(new Set(published.pages.map((page) => page.path)).size).toBe(published.pages.length);
  });
});

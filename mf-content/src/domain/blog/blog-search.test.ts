import { blogCategoryFrom, filterArticles } from './blog-search';
import type { BlogArticle } from './blog-types';

const article = (id: string, category: BlogArticle['category'], title: string, content = '<p>Plain text.</p>'): BlogArticle => ({
  id,
  title,
  excerpt: `About ${title.toLowerCase()}.`,
  content,
  author: 'Wanjiru Kamau',
  date: '2026-10-01',
  category,
  image: `/art/blog/${id}.svg`,
  relatedProductIds: [],
});

const articles = [
  article('rainy', 'Immunity', 'Immunity through the rainy season', '<p>Moringa and <strong>vitamin C</strong>.</p>'),
  article('shea', 'Skincare', 'Shea butter explained'),
  article('moringa', 'Nutrition', 'Moringa, a Kenyan superfood'),
  article('couples', 'Sexual Wellness', "Couples' wellbeing"),
];
const ids = (found: BlogArticle[]) => found.map((a) => a.id);

describe('blog search and category chips', () => {
  it('shows every article with no search and no category', () => {
    expect(ids(filterArticles(articles, { search: '', category: null }))).toEqual(['rainy', 'shea', 'moringa', 'couples']);
  });

  it('finds words in titles, excerpts and the article text, whatever the case', () => {
    expect(ids(filterArticles(articles, { search: 'MORINGA', category: null }))).toEqual(['rainy', 'moringa']);
    expect(ids(filterArticles(articles, { search: 'vitamin c', category: null }))).toEqual(['rainy']);
    expect(ids(filterArticles(articles, { search: 'explained', category: null }))).toEqual(['shea']);
  });

  it('needs every word of the search', () => {
    expect(ids(filterArticles(articles, { search: 'moringa superfood', category: null }))).toEqual(['moringa']);
  });

  it('does not match the markup itself', () => {
    expect(filterArticles(articles, { search: 'strong', category: null })).toEqual([]);
  });

  it('combines the search with a category', () => {
    expect(ids(filterArticles(articles, { search: 'moringa', category: 'Nutrition' }))).toEqual(['moringa']);
    expect(ids(filterArticles(articles, { search: '', category: 'Sexual Wellness' }))).toEqual(['couples']);
    expect(filterArticles(articles, { search: 'shea', category: 'Immunity' })).toEqual([]);
  });

  it('treats HTML typed in the box as words to look for', () => {
    expect(filterArticles(articles, { search: '<script>alert(1)</script>', category: null })).toEqual([]);
  });

  it('reads ?category= whatever its case and separators, and ignores unknown ones', () => {
    expect(blogCategoryFrom('Skincare')).toBe('Skincare');
    expect(blogCategoryFrom('sexual-wellness')).toBe('Sexual Wellness');
    expect(blogCategoryFrom('Sexual Wellness')).toBe('Sexual Wellness');
    expect(blogCategoryFrom('recipes')).toBeNull();
    expect(blogCategoryFrom(null)).toBeNull();
    expect(blogCategoryFrom('')).toBeNull();
  });
});

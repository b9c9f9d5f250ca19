import { BLOG_CATEGORIES, type BlogArticle, type BlogCategory } from './blog-types';

export interface BlogFilters {
  search: string;
  category: BlogCategory | null;
}

const folded = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ');

/**
 * The category a `?category=` value names, whatever its case or separators ('Sexual Wellness',
 * 'sexual-wellness'); null for none or an unknown one (then every category shows).
 */
export function blogCategoryFrom(value: string | null): BlogCategory | null {
  if (!value) return null;
  const wanted = folded(value).trim();
  return BLOG_CATEGORIES.find((category) => folded(category) === wanted) ?? null;
}

/** The text a search looks in: title, excerpt, category, author and the article without its tags. */
function searchableText(article: BlogArticle): string {
  return folded([article.title, article.excerpt, article.category, article.author, article.content.replace(/<[^>]*>/g, ' ')].join(' '));
}

/** Articles in the category (if any) that contain every word of the search, in their order. */
export function filterArticles(articles: readonly BlogArticle[], { search, category }: BlogFilters): BlogArticle[] {
  const words = folded(search).split(' ').filter(Boolean);
  return articles.filter((article) => {
    if (category !== null && article.category !== category) return false;
    if (words.length === 0) return true;
    const text = searchableText(article);
    return words.every((word) => text.includes(word));
  });
}

import { blogArticles } from './blog-articles';
import { blogAuthors } from './blog-authors';
import type { BlogArticle, BlogAuthor } from './blog-types';

/** Newest first, whatever order the data is written in (ISO days, in order as plain strings). */
export const articlesNewestFirst: readonly BlogArticle[] = [...blogArticles].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

export function articleById(id: string): BlogArticle | undefined {
  return blogArticles.find((article) => article.id === id);
}

/** The newest articles other than `exceptId` (the post's "Recent Articles": 3). */
export function recentArticles(exceptId: string, limit = 3): BlogArticle[] {
  return articlesNewestFirst.filter((article) => article.id !== exceptId).slice(0, limit);
}

export function authorNamed(name: string): BlogAuthor | undefined {
  return blogAuthors.find((author) => author.name === name);
}


import type { BlogCategory } from './blog-types';

export function articlePath(id: string): string {
  return `/blog/${id}`;
}

/** The blog with a category and a search, each left out when empty: '/blog', '/blog?category=Skincare&search=shea'. */
export function blogPath({ category, search = '' }: { category: BlogCategory | null; search?: string }): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search) params.set('search', search);
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

/** The blog filtered to one category (storefront spec: /blog?category=[category]). */
export function categoryPath(category: BlogCategory): string {
  return blogPath({ category });
}

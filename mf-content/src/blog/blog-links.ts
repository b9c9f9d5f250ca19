import type { BlogCategory } from './blog-types';

export function articlePath(id: string): string {
  return `/blog/${id}`;
}

/** The blog filtered to one category (storefront spec: /blog?category=[category]). */
export function categoryPath(category: BlogCategory): string {
  return `/blog?${new URLSearchParams({ category }).toString()}`;
}

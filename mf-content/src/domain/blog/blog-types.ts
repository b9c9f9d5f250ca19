// The blog's entities (storefront spec section 3, "Blog article").

/** The blog's categories, in the order its chips show them. */
export const BLOG_CATEGORIES = ['Immunity', 'Skincare', 'Nutrition', 'Sexual Wellness', 'Wellness'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogArticle {
  /** A slug, the last segment of /blog/:id. */
  id: string;
  title: string;
  /** One or two sentences for cards and link previews. */
  excerpt: string;
  /** The article as HTML: h2, h3, p, ul, ol, li, strong, em, blockquote and a only. Sanitised before rendering. */
  content: string;
  /** A name of `blogAuthors`. */
  author: string;
  /** ISO day, '2026-10-14'. */
  date: string;
  category: BlogCategory;
  /** The cover picture, drawn at build time: '/art/blog/<id>.svg'. */
  image: string;
  /** Ids of catalogue products shown under the article. */
  relatedProductIds: string[];
}

export interface BlogAuthor {
  name: string;
  /** 'Nutritionist', 'Pharmacist', … */
  role: string;
  /** Two or three sentences for the author box. */
  bio: string;
}

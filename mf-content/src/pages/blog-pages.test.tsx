import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageDescription, provideFederatedModuleLoader } from '@mimea/shared';
import BlogPage from './blog-page';
import BlogPostPage from './blog-post-page';
import { renderPage } from '@mimea/shared/testing/render-page';
import { serveCatalog, testProduct } from '../test/catalog-stub';
import { blogArticles } from '../domain/blog/blog-articles';
import { articlesNewestFirst } from '../domain/blog/blog-queries';

const routes = [
  { path: '/blog', element: <BlogPage /> },
  { path: '/blog/:id', element: <BlogPostPage /> },
];
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => provideFederatedModuleLoader(null));

describe('/blog', () => {
  it('lists every article newest first, each linking to its post', () => {
    renderPage(routes, '/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Health & Wellness Blog' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(articlesNewestFirst.map((article) => article.title));
    const first = articlesNewestFirst[0]!;
    expect(screen.getByRole('link', { name: first.title })).toHaveAttribute('href', `/blog/${first.id}`);
    expect(document.title).toBe('Health & Wellness Blog | Mimea Naturals');
  });

  it('honours ?category= and marks its chip', () => {
    renderPage(routes, '/blog?category=Skincare');
    const skincare = blogArticles.filter((article) => article.category === 'Skincare');
    expect(cardTitles().sort()).toEqual(skincare.map((article) => article.title).sort());
    expect(screen.getByRole('link', { name: 'Skincare' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(`${skincare.length} articles`, { exact: false })).toHaveTextContent(`${skincare.length} articles in Skincare`);
  });

  it('searches as the shopper types, keeping the search in the address', async () => {
    renderPage(routes, '/blog');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'miswak');
    expect(cardTitles()).toEqual([expect.stringMatching(/miswak/i)]);
    expect(screen.getByTestId('location')).toHaveTextContent('/blog?search=miswak');
    await userEvent.click(within(screen.getByRole('list', { name: 'Blog categories' })).getByRole('link', { name: 'Wellness' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/blog?category=Wellness&search=miswak');
    expect(cardTitles()).toHaveLength(1);
  });

  it("says 'No articles found' and Clear Filters brings every article back", async () => {
    renderPage(routes, '/blog?search=%3Cscript%3Ealert(1)%3C%2Fscript%3E&category=Immunity');
    expect(screen.getByRole('heading', { level: 2, name: 'No articles found' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('<script>alert(1)</script>');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(cardTitles()).toHaveLength(blogArticles.length);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/blog$/);
  });
});

describe('/blog/:id', () => {
  const article = articlesNewestFirst[1]!;

  it('shows the header, the article, sharing, the author, related products, three recent articles and the categories', async () => {
    const related = article.relatedProductIds.map((id, i) => testProduct(id, `Related product ${i}`, []));
    serveCatalog([...related, testProduct('not-related', 'Unrelated product', [])]);
    renderPage(routes, `/blog/${article.id}`);
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(document.title).toBe(`${article.title} | Mimea Naturals`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', pageDescription(article.excerpt));
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost/blog/${article.id}`);
    const byline = screen.getByText((_, element) => element?.tagName === 'P' && /^By .* min read$/.test(element.textContent ?? ''));
    expect(byline).toHaveTextContent(new RegExp(`^By ${article.author} · \\d{1,2} \\w+ 2026 · \\d+ min read$`));
    expect(screen.getAllByRole('link', { name: article.category })[0]).toHaveAttribute('href', `/blog?category=${encodeURIComponent(article.category).replace(/%20/g, '+')}`);
    expect(screen.getByRole('group', { name: 'Share this article' })).toBeInTheDocument();
    // jsdom has no Web Share API: the links and the copy button stand in.
    for (const network of ['WhatsApp', 'Facebook', 'X']) expect(screen.getByRole('link', { name: network })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(`/blog/${article.id}`)));
    expect(screen.getByRole('complementary', { name: 'About the author' })).toHaveTextContent(article.author);
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(related.length);
    expect(grid).not.toHaveTextContent('Unrelated product');
    const recent = screen.getByRole('heading', { level: 2, name: 'Recent Articles' }).parentElement!;
    const recentTitles = within(recent).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(recentTitles).toEqual(articlesNewestFirst.filter((a) => a.id !== article.id).slice(0, 3).map((a) => a.title));
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getAllByRole('link')).toHaveLength(5);
  });

  it('copies the link when the copy button is pressed', async () => {
    serveCatalog([]);
    const user = userEvent.setup();
    renderPage(routes, `/blog/${article.id}`);
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(`http://localhost/blog/${article.id}`);
  });

  it('says an unknown article is not there, with Back to Blog', () => {
    renderPage(routes, '/blog/no-such-article');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Blog post not found | Mimea Naturals');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getByText("The article you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });
});

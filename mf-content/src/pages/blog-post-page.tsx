import { Box, Container, Typography } from '@mimea/shared/ui/core';
import { formatDay, ShopTextLink, useParams, usePageMeta, GridList } from '@mimea/shared';
import { Breadcrumb, Tag } from '@mimea/shared/ui/parts';
import { NotFoundState } from '../components/layout/not-found-state';
import { CatalogProducts } from '../features/catalog/catalog-products';
import { ArticleBody } from '../features/blog/article-body';
import { ArticleCard } from '../features/blog/article-card';
import { AuthorBox } from '../features/blog/author-box';
import { ShareButtons } from '../features/blog/share-buttons';
import { articleById, authorNamed, recentArticles } from '../domain/blog/blog-queries';
import { categoryPath } from '../domain/blog/blog-links';
import { readTimeMinutes } from '../domain/blog/read-time';
import { BLOG_CATEGORIES, type BlogArticle } from '../domain/blog/blog-types';
import type { CatalogProduct } from '../components/catalog/catalog-modules';
import { ArtImage } from '../components/art/art-image';
import { blogPostMeta, blogPostNotFoundMeta } from '../domain/page-meta';

/** One article (/blog/:id, storefront spec section 2). */
export default function BlogPostPage() {
  const { id = '' } = useParams();
  const article = articleById(id);
  usePageMeta(article ? blogPostMeta(article, authorNamed(article.author)) : blogPostNotFoundMeta(id));
  if (!article)
    return (
      <NotFoundState
        title="Blog Post Not Found"
        message="The article you're looking for doesn't exist or has been removed."
        to="/blog"
        action="Back to Blog"
      />
    );
  return <BlogPost article={article} />;
}

function BlogPost({ article }: { article: BlogArticle }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="article" sx={{ mb: 6 }}>
        <Box component="header" sx={{ mb: 3 }}>
          <Breadcrumb crumbs={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: article.title }]} />
          <Tag to={categoryPath(article.category)} tone="primary" sx={{ mb: 2 }}>
            {article.category}
          </Tag>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', md: '2.6rem' }, lineHeight: 1.2, mb: 2 }}>
            {article.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            By {article.author} · <time dateTime={article.date}>{formatDay(article.date)}</time> · {readTimeMinutes(article.content)} min read
          </Typography>
        </Box>
        <ArtImage path={article.image} loading="high" style={{ borderRadius: 24, marginBottom: 32 }} />
        <ArticleBody html={article.content} />
        <Box sx={{ my: 4 }}>
          <ShareButtons title={article.title} path={`/blog/${article.id}`} />
        </Box>
        <AuthorBox name={article.author} />
      </Box>

      <Box component="section" aria-labelledby="related-products" sx={{ mb: 6 }}>
        <Typography id="related-products" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Related Products
        </Typography>
        <CatalogProducts
          queryKey={`related:${article.id}`}
          select={async (catalogue) => (await Promise.all(article.relatedProductIds.map((id) => catalogue.byId(id)))).filter((product): product is CatalogProduct => product !== null)}
          emptyText="The products this article mentions are not in the shop right now."
          desktopColumns={3}
        />
      </Box>

      <Box component="section" aria-labelledby="recent-articles" sx={{ mb: 6 }}>
        <Typography id="recent-articles" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Recent Articles
        </Typography>
        <GridList columns={{ xs: 1, sm: 2, md: 3 }} gap={3}>
          {recentArticles(article.id).map((recent) => (
            <ArticleCard key={recent.id} article={recent} headingLevel="h3" />
          ))}
        </GridList>
      </Box>

      <Box component="nav" aria-labelledby="blog-categories">
        <Typography id="blog-categories" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Categories
        </Typography>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          {BLOG_CATEGORIES.map((category) => (
            <li key={category}>
              <ShopTextLink to={categoryPath(category)}>{category}</ShopTextLink>
            </li>
          ))}
        </ul>
      </Box>
    </Container>
  );
}

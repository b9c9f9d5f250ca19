import { Box, Container, Typography } from '@mimea/shared/ui/core';
import { LabelledInput, ShopButton, usePageMeta, useSearchParams, GridList } from '@mimea/shared';
import { Tag } from '@mimea/shared/ui/parts';
import { PageHero } from '../components/layout/page-hero';
import { ArticleCard } from '../features/blog/article-card';
import { articlesNewestFirst } from '../domain/blog/blog-queries';
import { blogCategoryFrom, filterArticles } from '../domain/blog/blog-search';
import { blogPath } from '../domain/blog/blog-links';
import { BLOG_CATEGORIES } from '../domain/blog/blog-types';
import { blogLanding } from '../domain/blog/blog-landing-content';
import { blogPageMeta } from '../domain/page-meta';

const SEARCH_LIMIT = 100;

/** The blog (/blog): search and category chips, both kept in the address so a result can be shared. */
export default function BlogPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = blogCategoryFrom(params.get('category'));
  const articles = filterArticles(articlesNewestFirst, { search, category });
  usePageMeta(blogPageMeta({ search, category }));

  const setSearch = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('search', value);
    else next.delete('search');
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHero title={blogLanding.heroTitle} text={blogLanding.heroText} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box role="search" sx={{ mb: 3 }}>
          <LabelledInput label="Search articles" type="search" value={search} onChange={setSearch} maxLength={SEARCH_LIMIT} enterKeyHint="search" sx={{ maxWidth: 480, mb: 2 }} />
          <ul aria-label="Blog categories" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <li>
              <Tag to={blogPath({ category: null, search })} tone={category ? 'neutral' : 'primary'} current={!category}>
                All
              </Tag>
            </li>
            {BLOG_CATEGORIES.map((name) => (
              <li key={name}>
                <Tag to={blogPath({ category: name, search })} tone={category === name ? 'primary' : 'neutral'} current={category === name}>
                  {name}
                </Tag>
              </li>
            ))}
          </ul>
        </Box>
        <Typography role="status" sx={{ mb: 2, color: 'text.secondary' }}>
          {articles.length === 1 ? '1 article' : `${articles.length} articles`}
          {category ? ` in ${category}` : ''}
        </Typography>
        {articles.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              No articles found
            </Typography>
            <ShopButton variant="contained" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              Clear Filters
            </ShopButton>
          </Box>
        ) : (
          <GridList columns={{ xs: 1, sm: 2, md: 3 }} gap={3}>
            {articles.map((article, index) => (
              <ArticleCard key={article.id} article={article} eagerImage={index < 3} />
            ))}
          </GridList>
        )}
      </Container>
    </>
  );
}

import { styled } from '@mimea/shared/ui/core';
import { cardSurface, formatDay, ShopTextLink } from '@mimea/shared';
import type { BlogArticle } from '../../domain/blog/blog-types';
import { articlePath } from '../../domain/blog/blog-links';
import { readTimeMinutes } from '../../domain/blog/read-time';
import { ArtImage } from '../../components/art/art-image';

interface Props {
  article: BlogArticle;
  /** The heading level of the title in its page. */
  headingLevel?: 'h2' | 'h3';
  /** The first cards of a page load their picture at once. */
  eagerImage?: boolean;
}

/**
 * MUI's outlined Card and CardContent with their Typography, in one style for the whole card: a
 * blog page draws a dozen cards, each a score of MUI components with its own styles to hydrate.
 */
const Card = styled('li')(({ theme }) => {
  const { palette, typography } = theme;
  return {
    ...cardSurface(theme),
    boxSizing: 'border-box',
    '.article-content': { flex: 1, display: 'flex', flexDirection: 'column', gap: theme.spacing(1), padding: theme.spacing(2, 2, 3) },
    '.article-category': { ...typography.overline, margin: 0, color: palette.primary.main, fontWeight: 700, lineHeight: 1.5 },
    '.article-title': { ...typography.h6, margin: 0, fontWeight: 700, lineHeight: 1.3 },
    // The whole card follows the title's link (a stretched link keeps one tab stop per card).
    '.article-link::after': { content: '""', position: 'absolute', inset: 0 },
    '.article-excerpt': { ...typography.body1, margin: 0, color: palette.text.secondary, lineHeight: 1.6, flex: 1 },
    '.article-meta': { ...typography.body2, margin: 0, color: palette.text.secondary },
  };
});

/** One article in a list: cover, category, title (the link), excerpt, date and read time. */
export function ArticleCard({ article, headingLevel: Heading = 'h2', eagerImage = false }: Props) {
  return (
    <Card>
      <ArtImage path={article.image} loading={eagerImage ? 'eager' : 'lazy'} />
      <div className="article-content">
        <span className="article-category">{article.category}</span>
        <Heading className="article-title">
          <ShopTextLink to={articlePath(article.id)} color="inherit" underline="hover" className="article-link">
            {article.title}
          </ShopTextLink>
        </Heading>
        <p className="article-excerpt">{article.excerpt}</p>
        <p className="article-meta">
          {formatDay(article.date)} · {readTimeMinutes(article.content)} min read
        </p>
      </div>
    </Card>
  );
}

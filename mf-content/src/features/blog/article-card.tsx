import { Typography } from '@mimea/shared/ui/core';
import { Card, CardContent, Link } from '@mimea/shared/ui/controls';
import { Link as RouterLink } from '@mimea/shared';
import type { BlogArticle } from '../../domain/blog/blog-types';
import { articlePath } from '../../domain/blog/blog-links';
import { readTimeMinutes } from '../../domain/blog/read-time';
import { formatDay } from '../../domain/format-day';
import { ArtImage } from '../art/art-image';

interface Props {
  article: BlogArticle;
  /** The heading level of the title in its page. */
  headingLevel?: 'h2' | 'h3';
  /** The first cards of a page load their picture at once. */
  eagerImage?: boolean;
}

/** One article in a list: cover, category, title (the link), excerpt, date and read time. */
export function ArticleCard({ article, headingLevel = 'h2', eagerImage = false }: Props) {
  return (
    <Card component="li" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}>
      <ArtImage path={article.image} loading={eagerImage ? 'eager' : 'lazy'} />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="overline" sx={{ color: 'primary.main', fontWeight: 700, lineHeight: 1.5 }}>
          {article.category}
        </Typography>
        <Typography variant="h6" component={headingLevel} sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {/* The whole card follows the title's link (a stretched link keeps one tab stop per card). */}
          <Link component={RouterLink} to={articlePath(article.id)} underline="hover" color="inherit" sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
            {article.title}
          </Link>
        </Typography>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.6, flex: 1 }}>{article.excerpt}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatDay(article.date)} · {readTimeMinutes(article.content)} min read
        </Typography>
      </CardContent>
    </Card>
  );
}

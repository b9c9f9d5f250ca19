import { useMemo, type MouseEvent } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { useNavigate } from '@mimea/shared';
import { sanitizeArticleHtml } from '../../domain/blog/sanitize-html';

/**
 * An article's HTML, sanitised, with the shop's typography. Links inside to the shop's own
 * pages move within the app instead of reloading it.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeArticleHtml(html), [html]);

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <Box
      onClick={followInternalLink}
      sx={{
        fontSize: '1.075rem',
        lineHeight: 1.8,
        '& h2': { fontSize: '1.5rem', fontWeight: 700, mt: 4, mb: 1.5, lineHeight: 1.3 },
        '& h3': { fontSize: '1.2rem', fontWeight: 700, mt: 3, mb: 1 },
        '& p': { mb: 2, mt: 0 },
        '& ul, & ol': { pl: 3, mb: 2 },
        '& li': { mb: 0.75 },
        '& blockquote': { borderLeft: 4, borderColor: 'secondary.main', pl: 2, ml: 0, fontStyle: 'italic' },
        '& a': { color: 'primary.main', fontWeight: 600 },
      }}
      // Sanitised above: only the tags and attributes articles may use remain.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

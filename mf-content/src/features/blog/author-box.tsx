import { Typography } from '@mimea/shared/ui/core';
import { Paper } from '@mimea/shared/ui/controls';
import { Avatar } from '@mimea/shared/ui/details';
import { shopColors } from '@mimea/shared';
import { authorNamed } from '../../domain/blog/blog-queries';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/** Who wrote the article and what they do. */
export function AuthorBox({ name }: { name: string }) {
  const author = authorNamed(name);
  return (
    <Paper component="aside" aria-label="About the author" variant="outlined" sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'flex-start', bgcolor: shopColors.forestLight }}>
      <Avatar sx={{ bgcolor: shopColors.forest, width: 56, height: 56 }} aria-hidden>
        {initials(name)}
      </Avatar>
      <div>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        {author && (
          <>
            <Typography sx={{ color: 'text.secondary', mb: 1 }}>{author.role}</Typography>
            <Typography sx={{ lineHeight: 1.7 }}>{author.bio}</Typography>
          </>
        )}
      </div>
    </Paper>
  );
}

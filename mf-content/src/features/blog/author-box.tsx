import { styled } from '@mimea/shared/ui/core';
import { shopColors } from '@mimea/shared';
import { authorNamed } from '../../domain/blog/blog-queries';
import { OutlinedPanel } from '../../components/layout/outlined-panel';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/** The outlined panel, tinted, with MUI's Avatar (56 px, the forest green) and Typography, in one style. */
const AuthorPanel = styled(OutlinedPanel)(({ theme }) => {
  const { palette, typography } = theme;
  return {
    display: 'flex',
    gap: theme.spacing(2),
    alignItems: 'flex-start',
    backgroundColor: shopColors.forestLight,
    '.author-avatar': {
      flexShrink: 0,
      width: 56,
      height: 56,
      borderRadius: '50%',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      overflow: 'hidden',
      userSelect: 'none',
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(20),
      lineHeight: 1,
      color: palette.background.default,
      backgroundColor: shopColors.forest,
    },
    '.author-name': { ...typography.h6, margin: 0, fontWeight: 700 },
    '.author-role': { ...typography.body1, margin: 0, marginBottom: theme.spacing(1), color: palette.text.secondary },
    '.author-bio': { ...typography.body1, margin: 0, lineHeight: 1.7 },
  };
});

/** Who wrote the article and what they do. */
export function AuthorBox({ name }: { name: string }) {
  const author = authorNamed(name);
  return (
    <AuthorPanel as="aside" aria-label="About the author">
      <div className="author-avatar" aria-hidden>
        {initials(name)}
      </div>
      <div>
        <p className="author-name">{name}</p>
        {author && (
          <>
            <p className="author-role">{author.role}</p>
            <p className="author-bio">{author.bio}</p>
          </>
        )}
      </div>
    </AuthorPanel>
  );
}

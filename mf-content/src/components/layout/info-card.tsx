import type { ReactNode } from 'react';
import { styled } from '@mimea/shared/ui/core';
import { outlinedSurface, shopColors } from '@mimea/shared';

interface Props {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * MUI Paper's outlined look with its icon, h6 heading and secondary text, in one style for the
 * card: as a Box, a Typography and two more Boxes (an `sx` each) a page of cards was a few dozen
 * components to hydrate, each with its style to resolve.
 */
const Card = styled('li')(({ theme }) => {
  const { palette, typography } = theme;
  return {
    padding: theme.spacing(3),
    height: '100%',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    ...outlinedSurface(theme),
    '.info-icon': { color: shopColors.forest, fontSize: 32, display: 'flex' },
    '.info-title': { ...typography.h6, margin: 0, fontWeight: 700 },
    '.info-text': { color: palette.text.secondary, lineHeight: 1.6, '& p': { margin: 0 } },
  };
});

/** A card of a GridList: an icon, a third-level heading and a few lines. */
export function InfoCard({ title, icon, children }: Props) {
  return (
    <Card>
      {icon && (
        <div className="info-icon" aria-hidden>
          {icon}
        </div>
      )}
      <h3 className="info-title">{title}</h3>
      <div className="info-text">{children}</div>
    </Card>
  );
}

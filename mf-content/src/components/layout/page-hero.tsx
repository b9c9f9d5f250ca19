import type { ReactNode } from 'react';
import { styled } from '@mimea/shared/ui/core';
import { shopColors } from '@mimea/shared';
import { ArtImage } from '../art/art-image';

interface Props {
  title: string;
  text: string;
  /** Above the title: a breadcrumb or a category. */
  eyebrow?: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** A drawn picture beside the text ('/art/…'; decorative). */
  image?: string;
}

/**
 * The band's look in one style (MUI's Container `lg`, the theme's h3 and body1 at the sizes the
 * page set): its parts are the browser's elements, where Boxes, a Container and Typography were
 * a component each to hydrate. Its actions are the shop's own buttons.
 */
const Band = styled('header')(({ theme }) => {
  const { breakpoints, typography } = theme;
  const sm = breakpoints.up('sm');
  const md = breakpoints.up('md');
  return {
    backgroundColor: shopColors.forestLight,
    paddingBlock: theme.spacing(4),
    [md]: { paddingBlock: theme.spacing(6) },
    '.hero-container': {
      width: '100%',
      boxSizing: 'border-box',
      marginInline: 'auto',
      paddingInline: theme.spacing(2),
      maxWidth: breakpoints.values.lg,
      [sm]: { paddingInline: theme.spacing(3) },
    },
    '.hero-split': { display: 'flex', flexDirection: 'column', gap: theme.spacing(3), alignItems: 'center', [md]: { flexDirection: 'row', gap: theme.spacing(6) } },
    '.hero-words': { flex: 1, minWidth: 0 },
    '.hero-title': { ...typography.h3, margin: 0, marginBottom: theme.spacing(2), fontWeight: 800, fontSize: '2rem', color: shopColors.forestDark, [md]: { fontSize: '2.75rem' } },
    '.hero-text': { ...typography.body1, margin: 0, fontSize: '1.05rem', lineHeight: 1.6, maxWidth: 640, [md]: { fontSize: '1.2rem' } },
    '.hero-actions': { display: 'flex', gap: theme.spacing(2), marginTop: theme.spacing(3), flexWrap: 'wrap' },
  };
});

/** The top band of a content page: its one h1, a sentence, and its main actions. */
export function PageHero({ title, text, eyebrow, actions, image }: Props) {
  return (
    <Band>
      <div className="hero-container">
        <div className="hero-split">
          <div className="hero-words">
            {eyebrow}
            <h1 className="hero-title">{title}</h1>
            <p className="hero-text">{text}</p>
            {actions && <div className="hero-actions">{actions}</div>}
          </div>
          {image && (
            // The hero is the page's largest paint: fetch it first.
            <ArtImage path={image} loading="high" style={{ flex: 1, maxWidth: 560, borderRadius: 24 }} />
          )}
        </div>
      </div>
    </Band>
  );
}

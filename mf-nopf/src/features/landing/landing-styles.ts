import { styled } from '@mimea/shared/ui/core';
import { shopColors } from '@mimea/shared';

/**
 * The whole landing page's look, from one root: its sections are the browser's own elements with
 * these classes. Drawn with MUI's Box, Typography, Card and Button (an `sx` each), the page was
 * ~800 components whose styles React resolved one by one as the page came alive on a phone.
 * The values are MUI's (the theme's type scale, Container, Card and Link) so the page looks as it did.
 */
export const LandingRoot = styled('div')(({ theme }) => {
  const { typography, palette, breakpoints, shape } = theme;
  const md = breakpoints.up('md');
  const sm = breakpoints.up('sm');
  return {
    '.nopf-container': {
      width: '100%',
      marginInline: 'auto',
      boxSizing: 'border-box',
      paddingInline: theme.spacing(2),
      maxWidth: breakpoints.values.lg,
      [sm]: { paddingInline: theme.spacing(3) },
      '&.nopf-container-md': { maxWidth: breakpoints.values.md },
    },
    '.nopf-band': { paddingBlock: theme.spacing(4), scrollMarginTop: 96, [md]: { paddingBlock: theme.spacing(6) } },
    '.nopf-band-tinted': { backgroundColor: shopColors.forestLight },
    '.nopf-band-title': { ...typography.h4, margin: 0, marginBottom: theme.spacing(3), fontWeight: 800, fontSize: '1.6rem', [md]: { fontSize: '2.1rem' } },
    '.nopf-hero': { backgroundColor: shopColors.forestLight, paddingBlock: theme.spacing(3), [md]: { paddingBlock: theme.spacing(6) } },
    '.nopf-split': { display: 'grid', gap: theme.spacing(3), alignItems: 'center', gridTemplateColumns: '1fr', [md]: { gap: theme.spacing(5), gridTemplateColumns: 'var(--columns)' } },
    '.nopf-eyebrow': { ...typography.overline, margin: 0, color: palette.primary.dark, fontWeight: 700, lineHeight: 1.4 },
    '.nopf-title': { ...typography.h3, margin: 0, marginBottom: theme.spacing(1.5), fontWeight: 800, fontSize: '1.9rem', [md]: { fontSize: '2.8rem' } },
    '.nopf-tagline': { ...typography.body1, margin: 0, marginBottom: theme.spacing(2), fontSize: '1.05rem', [md]: { fontSize: '1.2rem' } },
    '.nopf-text': { ...typography.body1, margin: 0 },
    '.nopf-small': { ...typography.body2, margin: 0 },
    // GridList's grid of cards: one column on a phone, two from `sm`, four (`-4`) from `md`.
    '.nopf-grid': {
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'grid',
      gap: theme.spacing(2),
      gridTemplateColumns: 'minmax(0, 1fr)',
      [sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [md]: { '&.nopf-grid-4': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
    },
    '.nopf-note': { ...typography.body2, margin: 0, marginTop: theme.spacing(3), color: palette.text.secondary },
    '.nopf-plain-list': { listStyle: 'none', padding: 0, margin: 0 },
    '.nopf-tags': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
    '.nopf-actions': { display: 'flex', gap: theme.spacing(1.5), flexWrap: 'wrap' },
    '.nopf-card': {
      height: '100%',
      boxSizing: 'border-box',
      padding: theme.spacing(2, 2, 3),
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      overflow: 'hidden',
    },
    '.nopf-card-accent': { borderTop: `4px solid ${palette.primary.main}` },
    '.nopf-card-title': { ...typography.h6, margin: 0, fontWeight: 700 },
    '.nopf-figure': { ...typography.body1, margin: 0, fontSize: '2rem', fontWeight: 800, color: palette.primary.dark, lineHeight: 1.1, [md]: { fontSize: '2.6rem' } },
    '.nopf-link': { color: palette.primary.main, fontWeight: 700, textDecorationColor: theme.alpha(palette.primary.main, 0.4), '&:hover': { textDecorationColor: 'inherit' } },
    '.nopf-illustration': { display: 'block', width: '100%', height: 'auto', borderRadius: 16 },
    '.nopf-benefits': { display: 'grid', gap: theme.spacing(2), gridTemplateColumns: '1fr', [sm]: { gridTemplateColumns: '1fr 1fr' } },
    '.nopf-benefit': { display: 'flex', gap: theme.spacing(1.5), '& .shop-icon': { color: shopColors.forest, marginTop: 2 } },
    '.nopf-benefit-title': { ...typography.body1, margin: 0, fontWeight: 700 },
    '.nopf-chips': { display: 'grid', gap: theme.spacing(3), marginTop: theme.spacing(3), gridTemplateColumns: '1fr', [md]: { gridTemplateColumns: '1fr 1fr' } },
    '.nopf-step': {
      display: 'flex',
      flexDirection: 'row',
      gap: theme.spacing(2),
      alignItems: 'center',
      '& .nopf-illustration': { width: 88, flexShrink: 0 },
      [md]: { flexDirection: 'column', alignItems: 'stretch', '& .nopf-illustration': { width: '70%', marginInline: 'auto' } },
    },
    '.nopf-step-number': { color: palette.primary.main, marginRight: theme.spacing(0.75) },
    '.nopf-endorsed': {
      backgroundColor: palette.primary.dark,
      color: palette.common.white,
      paddingBlock: theme.spacing(4),
      textAlign: 'center',
      [md]: { paddingBlock: theme.spacing(5) },
      '& .shop-icon': { fontSize: 48, color: shopColors.gold },
    },
    '.nopf-endorsed-title': { ...typography.h4, fontWeight: 800, marginBlock: theme.spacing(1) },
    // The shop's Tag (a chip) and Choice (a native radio), as one rule each.
    '.nopf-tag': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 32,
      paddingInline: theme.spacing(1.5),
      borderRadius: 16,
      border: '1px solid transparent',
      fontSize: '0.8125rem',
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      fontWeight: 600,
      backgroundColor: shopColors.forestLight,
      color: palette.text.primary,
      '&.nopf-tag-outlined': { fontWeight: 700, backgroundColor: palette.background.paper, borderColor: palette.primary.main, color: palette.primary.main },
    },
    '.nopf-choice': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1.5),
      minHeight: 42,
      cursor: 'pointer',
      '& input': { width: 18, height: 18, margin: 0, marginLeft: theme.spacing(0.5), flexShrink: 0, accentColor: palette.primary.main, cursor: 'pointer' },
    },
    '.nopf-fieldset': { margin: 0, marginBottom: theme.spacing(2), padding: 0, border: 0, minWidth: 0 },
    '.nopf-legend': { ...typography.body1, fontWeight: 700, marginBottom: theme.spacing(0.5), padding: 0 },
  };
});

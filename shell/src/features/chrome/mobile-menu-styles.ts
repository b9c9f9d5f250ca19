import type { SxProps, Theme } from '@mui/material';

/** MUI's Drawer's Slide and its Backdrop's Fade in: `enteringScreen`, easing out. */
const ENTERING = '225ms cubic-bezier(0, 0, 0.2, 1)';
/** MUI Collapse's default for a list this high. */
const COLLAPSING = '300ms cubic-bezier(0.4, 0, 0.2, 1)';

/**
 * The mobile menu's whole look, from its root (a ModalDialog, the browser's <dialog>): its parts
 * are the browser's elements with these classes. The values are those of MUI's Drawer (right
 * anchor, elevation 16), ListItemButton, ListItemText, Collapse and Link, so the menu looks as it
 * did when it was drawn with them, without MUI's overlays, details and controls groups and with
 * a fraction of the components to render on the opening tap (issue 41: the tap within 100 ms).
 */
export const mobileMenuSx: SxProps<Theme> = (theme) => {
  const { palette, typography, shadows, spacing, transitions } = theme;
  return {
    // A sheet on the right, the page's full height.
    m: 0,
    ml: 'auto',
    width: 'min(320px, 88vw)',
    maxWidth: '100%',
    height: '100%',
    maxHeight: '100%',
    boxSizing: 'border-box',
    boxShadow: shadows[16],
    '&[open]': { animation: `mobile-menu-slide-in ${ENTERING}` },
    '&[open]::backdrop': { animation: `mobile-menu-fade-in ${ENTERING}` },
    '@keyframes mobile-menu-slide-in': { from: { transform: 'translateX(100%)' } },
    '@keyframes mobile-menu-fade-in': { from: { opacity: 0 } },
    '@media (prefers-reduced-motion: reduce)': { '&[open], &[open]::backdrop': { animation: 'none' }, '& .mobile-menu-group': { transition: 'none' } },

    '& .mobile-menu-sheet': { minHeight: '100%' },
    '& .mobile-menu-title-bar': {
      display: 'flex',
      alignItems: 'center',
      padding: spacing(1.5, 2),
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
    },
    '& .mobile-menu-title': { ...typography.h6, margin: 0, flexGrow: 1, fontSize: '1.1rem' },
    '& .mobile-menu-hidden': { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 },
    '& .mobile-menu-search': { padding: spacing(2) },
    '& .mobile-menu-rule': { margin: 0, border: 0, borderTop: `1px solid ${palette.divider}` },

    // The lists: MUI's List (8 px above and below the whole) and its rows, 48 px high.
    '& .mobile-menu-list': { listStyle: 'none', margin: 0, padding: 0 },
    '& nav > .mobile-menu-list': { paddingBlock: spacing(1) },
    '& .mobile-menu-row': {
      ...typography.body1,
      display: 'flex',
      alignItems: 'center',
      width: '100%',
      minHeight: 48,
      boxSizing: 'border-box',
      margin: 0,
      padding: spacing(1.5, 2),
      border: 0,
      backgroundColor: 'transparent',
      color: 'inherit',
      textAlign: 'left',
      textDecoration: 'none',
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.action.hover } },
      // MUI's shade for the keyboard's focus, and a ring to see it by (inside the row: the sheet
      // would cut one drawn outside).
      '&:focus-visible': { backgroundColor: palette.action.focus, outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    },
    '& .mobile-menu-row-inset': { paddingLeft: spacing(4) },
    '& .mobile-menu-row-label': { flex: '1 1 auto', minWidth: 0 },

    // A group's links: its height opens from nothing (MUI's Collapse); hidden from everyone once
    // closed, after the closing has run.
    '& .mobile-menu-group': {
      display: 'grid',
      gridTemplateRows: '0fr',
      visibility: 'hidden',
      transition: `grid-template-rows ${COLLAPSING}, visibility 0s linear 300ms`,
      '& > .mobile-menu-list': { minHeight: 0, overflow: 'hidden' },
    },
    '& .mobile-menu-group-open': { gridTemplateRows: '1fr', visibility: 'visible', transitionDelay: '0s' },

    '& .mobile-menu-support': {
      display: 'grid',
      gap: spacing(1),
      padding: spacing(2),
      '& a': { display: 'inline-flex', alignItems: 'center', gap: spacing(1) },
    },
    '& .mobile-menu-support-title': { ...typography.subtitle1, margin: 0, fontWeight: 700 },
    '& .mobile-menu-hours': { ...typography.body2, margin: 0, color: palette.text.secondary },
  };
};

import { styled } from '@mimea/shared/ui/core';
import { Link as RouterLink, shopColors } from '@mimea/shared';

const Home = styled(RouterLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  textDecoration: 'none',
  color: theme.palette.primary.main,
  flexShrink: 0,
  '& > span': { fontWeight: 800, fontSize: '1.1rem', letterSpacing: '-0.01em', lineHeight: 1, [theme.breakpoints.up('md')]: { fontSize: '1.3rem' } },
  '& > span > span': { color: theme.palette.text.primary, fontWeight: 600 },
}));

/** The Mimea Naturals mark (a leaf in a green disc) and name; links home. */
export function Logo() {
  return (
    <Home to="/" aria-label="Mimea Naturals home">
      <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill={shopColors.forest} />
        <path d="M8 23c0-8.5 6.5-14 15-14-1 8.5-6.5 14-15 14z" fill={shopColors.gold} />
        <path d="M8 23 18 13" stroke={shopColors.forest} strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span>
        Mimea <span>Naturals</span>
      </span>
    </Home>
  );
}

import { Box } from '@mimea/shared/ui/core';
import { Link as RouterLink, shopColors } from '@mimea/shared';

/** The Mimea Naturals mark (a leaf in a green disc) and name; links home. */
export function Logo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Mimea Naturals home"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: 'primary.main', flexShrink: 0 }}
    >
      <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill={shopColors.forest} />
        <path d="M8 23c0-8.5 6.5-14 15-14-1 8.5-6.5 14-15 14z" fill={shopColors.gold} />
        <path d="M8 23 18 13" stroke={shopColors.forest} strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <Box component="span" sx={{ fontWeight: 800, fontSize: { xs: '1.1rem', md: '1.3rem' }, letterSpacing: '-0.01em', lineHeight: 1 }}>
        Mimea <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>Naturals</Box>
      </Box>
    </Box>
  );
}

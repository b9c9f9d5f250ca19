import type { ReactNode } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { shopColors } from '@mimea/shared';

interface Props {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** A card of a GridList: an icon, a third-level heading and a few lines. */
export function InfoCard({ title, icon, children }: Props) {
  return (
    // MUI Paper's outlined look, drawn by a Box: Paper loaded MUI's controls group with the page.
    <Box
      component="li"
      sx={{ p: 3, height: '100%', boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: 1, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {icon && <Box sx={{ color: shopColors.forest, fontSize: 32, display: 'flex' }} aria-hidden>{icon}</Box>}
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box sx={{ color: 'text.secondary', lineHeight: 1.6, '& p': { m: 0 } }}>{children}</Box>
    </Box>
  );
}

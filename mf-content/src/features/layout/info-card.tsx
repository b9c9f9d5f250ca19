import type { ReactNode } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Paper } from '@mimea/shared/ui/controls';
import { shopColors } from '@mimea/shared';

interface Props {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** A card of a GridList: an icon, a third-level heading and a few lines. */
export function InfoCard({ title, icon, children }: Props) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      {icon && <Box sx={{ color: shopColors.forest, fontSize: 32, display: 'flex' }} aria-hidden>{icon}</Box>}
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box sx={{ color: 'text.secondary', lineHeight: 1.6, '& p': { m: 0 } }}>{children}</Box>
    </Paper>
  );
}

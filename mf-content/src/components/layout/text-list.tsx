import { Box } from '@mimea/shared/ui/core';
import { VerifiedIcon, shopColors } from '@mimea/shared';

/** Short lines with a tick each (benefits, who a package is for). */
export function TickList({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', lineHeight: 1.6 }}>
          <VerifiedIcon style={{ color: shopColors.forest, marginTop: 2 }} />
          <span>{item}</span>
        </Box>
      ))}
    </Box>
  );
}

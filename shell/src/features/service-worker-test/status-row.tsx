// MUI's Chip straight from @mui/material, in this page's own chunk: the group that shares it,
// @mimea/shared/ui/office, is the back office's, provided by its page alone (no shopper's page
// loads it).
// eslint-disable-next-line no-restricted-imports -- see above
import { Chip } from '@mui/material';
import { Box, Typography } from '@mimea/shared/ui/core';

interface Props {
  label: string;
  value: string;
  good: boolean | null;
}

/** "Service worker: Registered": the state in words, its colour only a second hint. */
export function StatusRow({ label, value, good }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography component="span">{label}:</Typography>
      <Chip label={value} size="small" color={good === null ? 'default' : good ? 'success' : 'warning'} variant={good ? 'filled' : 'outlined'} />
    </Box>
  );
}

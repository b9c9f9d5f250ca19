import { Box, CircularProgress } from '@mui/material';

/** Holds the region's space while a remote loads, so the footer does not jump (CLS). */
export function RemoteLoading() {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <CircularProgress size={28} aria-hidden />
      <span>Loading…</span>
    </Box>
  );
}

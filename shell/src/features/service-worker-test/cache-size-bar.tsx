import { Box, Typography } from '@mimea/shared/ui/core';
import { LinearProgress } from '@mimea/shared/ui/details';
import { cacheBarPercent } from '../../domain/service-worker-test/cache-bar';
import { formatBytes } from '../../domain/service-worker-test/format-bytes';

/** The cache's size as a bar that is full at 1 MB. */
export function CacheSizeBar({ bytes }: { bytes: number }) {
  const percent = cacheBarPercent(bytes);
  return (
    <Box sx={{ maxWidth: 480 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Cache size, out of 1 MB"
        aria-valuetext={`${formatBytes(bytes)} of 1 MB`}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography variant="caption" color="textSecondary">
        {Math.round(percent)}% of 1 MB
      </Typography>
    </Box>
  );
}

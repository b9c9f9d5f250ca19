// The chart of the 30 days, loaded with this page only (a dynamic import: Chart.js is in no other
// chunk), described for screen readers by the table of the same figures beside it.
import { useEffect, useRef } from 'react';
import { Box } from '@mimea/shared/ui/core';
import type { DailyFigures } from './draw-revenue-chart';

export function RevenueChart({ daily, describedBy }: { daily: DailyFigures[]; describedBy: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let remove: (() => void) | undefined;
    let live = true;
    import('./draw-revenue-chart')
      .then(({ drawRevenueChart }) => {
        if (live && canvas.current) remove = drawRevenueChart(canvas.current, daily);
      })
      // No chart (an old browser, no canvas): the table beside it holds every figure.
      .catch(() => undefined);
    return () => {
      live = false;
      remove?.();
    };
  }, [daily]);
  return (
    <Box sx={{ position: 'relative', height: { xs: 240, md: 320 }, width: '100%' }}>
      <canvas ref={canvas} role="img" aria-label="Revenue and orders of the last 30 days" aria-describedby={describedBy} />
    </Box>
  );
}

// One page's web vitals: a row per metric, a column per window, each figure with its rating in
// words (the colour only repeats it) and how many values it is made of.
import { Box, Typography } from '@mimea/shared/ui/core';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mimea/shared/ui/table';
import type { ShopSpeed, VitalRating, VitalWindow, VitalMetric } from '../../domain/office-types';
import { METRIC_TEXT, RATING_TEXT, visitsText, vitalText, windowText } from '../../domain/speed-format';

/** Text colours with at least 4.5:1 on white (WCAG AA). */
const RATING_COLOUR: Record<VitalRating, string> = { good: '#1b5e20', 'needs-improvement': '#8a4600', poor: '#b71c1c' };

function Figure({ metric, figure }: { metric: VitalMetric; figure: VitalWindow | undefined }) {
  if (!figure || figure.p75 === null || figure.rating === null) return <Typography variant="body2" color="textSecondary">No values</Typography>;
  return (
    <>
      <Typography component="span" sx={{ display: 'block', fontWeight: 600, color: RATING_COLOUR[figure.rating] }}>
        {vitalText(metric, figure.p75)} · {RATING_TEXT[figure.rating]}
      </Typography>
      <Typography component="span" variant="body2" color="textSecondary">
        {visitsText(figure.count)}
      </Typography>
    </>
  );
}

export function SpeedTable({ page, speed }: { page: ShopSpeed['pages'][number]; speed: ShopSpeed }) {
  const windows = speed.windows.length > 0 ? speed.windows : [1, 7, 28];
  return (
    <TableContainer>
      <Table size="small" aria-label={`Speed of ${page.page}`}>
        <TableHead>
          <TableRow>
            <TableCell>Measure (75th percentile)</TableCell>
            {windows.map((days) => (
              <TableCell key={days}>{windowText(days)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {page.metrics.map(({ metric, windows: figures }) => (
            <TableRow key={metric}>
              <TableCell component="th" scope="row">
                <Box component="span" sx={{ display: 'block' }}>
                  {METRIC_TEXT[metric]}
                </Box>
                <Typography component="span" variant="body2" color="textSecondary">
                  good ≤ {vitalText(metric, speed.thresholds[metric].good)}, poor &gt; {vitalText(metric, speed.thresholds[metric].poor)}
                </Typography>
              </TableCell>
              {windows.map((days) => (
                <TableCell key={days}>
                  <Figure metric={metric} figure={figures.find((figure) => figure.days === days)} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

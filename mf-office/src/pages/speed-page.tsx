// /office/speed (owner): how fast the shop is for real shoppers, one visit in ten sampled
// (docs/office.md, "Shop speed"): per page of the route table, the 75th percentile of LCP, INP,
// CLS and TTFB today, over 7 and over 28 days, each rated as Google rates it.
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress } from '@mimea/shared/ui/controls';
import type { OfficeApi } from '../domain/office-api';
import { faultMessage } from '../domain/office-fault';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { Section } from '../features/order/order-sections';
import { useOfficeAnswer } from '../features/session/use-office-answer';
import { SpeedTable } from '../features/speed/speed-table';

const loadSpeed = (api: OfficeApi) => api.speed();

export default function SpeedPage() {
  useOfficeTitle('Shop speed');
  const { data: speed, error, reload } = useOfficeAnswer(loadSpeed);

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Shop speed
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Measured in shoppers&apos; own browsers: one visit in ten reports how long the page took to show, to answer a tap and how much it moved. Each figure is what three
        visits in four were as fast as, or faster.
      </Typography>
      {error !== null && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} action={<Button color="inherit" onClick={reload}>Try again</Button>}>
          {faultMessage(error)}
        </Alert>
      )}
      {!speed && error === null && <CircularProgress aria-label="Loading the figures" />}
      {speed && speed.pages.length === 0 && (
        <Alert severity="info">No measurements yet. They arrive as shoppers visit the shop, and show here the same day.</Alert>
      )}
      {speed && speed.pages.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {speed.pages.map((page) => (
            <Section key={page.page} title={page.page}>
              <SpeedTable page={page} speed={speed} />
            </Section>
          ))}
        </Box>
      )}
    </>
  );
}

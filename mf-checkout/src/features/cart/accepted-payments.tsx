import { Box, Typography } from '@mimea/shared/ui/core';

/** The ways to pay that the checkout really takes (see docs/deviations.md). */
export const ACCEPTED_PAYMENTS = ['M-Pesa', 'Cash on Delivery (Nairobi CBD)'] as const;

export function AcceptedPayments() {
  return (
    <Box component="section" aria-labelledby="accepted-payments-title" sx={{ mt: 2 }}>
      <Typography id="accepted-payments-title" variant="subtitle2" component="h3" gutterBottom>
        We accept
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {ACCEPTED_PAYMENTS.map((method) => (
          <Box component="li" key={method} sx={{ px: 1.25, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: '0.85rem', fontWeight: 600 }}>
            {method}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

// What M-Pesa sent that the shop kept but could not use (GET /api/office/payments/unreadable):
// no order was paid or matched by them. The owner finds each in the till's statement by its
// reference and amount. Never the body itself: it holds names and numbers.
import { Box, Typography } from '@mimea/shared/ui/core';
import { formatKES, formatWhen } from '../../domain/office-format';
import type { UnreadableEvidence } from '../../domain/office-types';
import { evidenceKindText } from '../../domain/payments-words';

export function UnreadablePayments({ evidence }: { evidence: UnreadableEvidence[] }) {
  if (evidence.length === 0) return <Typography>None: the shop could read everything M-Pesa sent.</Typography>;
  return (
    <Box component="ul" aria-label="Payments we could not read" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {evidence.map((entry) => (
        <Box component="li" key={entry.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <Typography variant="body2" color="textSecondary">
            {formatWhen(entry.receivedAt)} · {evidenceKindText(entry.kind)}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {entry.reference ? `Reference ${entry.reference}` : 'No reference'} · {entry.amount === null ? 'amount unknown' : formatKES(entry.amount)}
          </Typography>
          {entry.problem && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              What was wrong: {entry.problem}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

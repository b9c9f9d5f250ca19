// The till payments that matched no order (a Buy Goods payment with no code typed, a wrong
// account), newest first, each with "Find its order". The payer is masked: enough to tell
// payers apart, not to call them.
import { useId, useState } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Button, Card, CardContent } from '@mimea/shared/ui/controls';
import { formatKES, formatWhen } from '../../domain/office-format';
import type { UnmatchedPayment } from '../../domain/office-types';
import { sourceText } from '../../domain/payments-words';
import { FindOrder, type LinkNotice } from './find-order';

interface Props {
  payments: UnmatchedPayment[];
  canLink: boolean;
  onLinked: (notice: LinkNotice) => void;
}

function PaymentCard({ payment, canLink, onLinked }: { payment: UnmatchedPayment; canLink: boolean; onLinked: (notice: LinkNotice) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const payer = [payment.msisdn, payment.firstName].filter(Boolean).join(' ');
  return (
    <Card component="li" variant="outlined" aria-label={`Payment ${payment.receipt}`}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {payment.receipt}
          </Typography>
          <strong>{formatKES(payment.amount)}</strong>
        </Box>
        <Typography variant="body2">
          Received {formatWhen(payment.receivedAt)}
          {payment.source ? ` · ${sourceText(payment.source)}` : ''}
          {payment.shortCode ? ` to ${payment.shortCode}` : ''}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {payer ? `From ${payer}` : 'Payer not given'}
          {payment.account ? ` · account typed: ${payment.account}` : ''}
        </Typography>
        <Button size="small" variant={open ? 'text' : 'contained'} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)} sx={{ mt: 1 }}>
          Find its order
        </Button>
        <Box id={panelId} hidden={!open}>
          {open && <FindOrder payment={payment} canLink={canLink} onLinked={onLinked} />}
        </Box>
      </CardContent>
    </Card>
  );
}

export function UnmatchedPayments({ payments, canLink, onLinked }: Props) {
  if (payments.length === 0) return <Typography>None: every payment M-Pesa brought is matched to its order.</Typography>;
  return (
    <Box component="ul" aria-label="Payments that match no order" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {payments.map((payment) => (
        <PaymentCard key={payment.receipt} payment={payment} canLink={canLink} onLinked={onLinked} />
      ))}
    </Box>
  );
}

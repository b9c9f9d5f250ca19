// "Find its order" for one unmatched payment: the orders the service suggests, with why in words,
// and any order ID typed; the owner links the payment to one, with a reason (the order's history
// and the access record keep it). A refusal ("already matched", "more than it still has to pay")
// is shown in the service's words in the dialog, which keeps the reason typed.
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from '@mimea/shared';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress, Link } from '@mimea/shared/ui/controls';
import { TextField } from '@mimea/shared/ui/forms';
import { faultMessage } from '../../domain/office-fault';
import { formatKES, formatWhen, statusText } from '../../domain/office-format';
import type { OfficeOrder, OrderSuggestion, PaymentSuggestions, UnmatchedPayment } from '../../domain/office-types';
import { linkPayment, suggestedOrders } from '../../domain/payments-api';
import { linkOutcomeText, normalOrderId, orderIdProblem, reasonsText } from '../../domain/payments-words';
import { ReasonDialog } from '../../components/actions/reason-dialog';
import { useOfficeSession } from '../../components/session/session-context';

/** What a link did, for the page to say once the list is asked again. */
export interface LinkNotice {
  orderId: string;
  text: string;
}

interface Props {
  payment: UnmatchedPayment;
  /** The owner's: the link buttons and the typed order ID. */
  canLink: boolean;
  onLinked: (notice: LinkNotice) => void;
}

function Suggestion({ suggestion, canLink, onLink }: { suggestion: OrderSuggestion; canLink: boolean; onLink: () => void }) {
  const { orderId } = suggestion;
  return (
    <Box component="li" aria-label={`Order ${orderId}`} sx={{ borderTop: 1, borderColor: 'divider', pt: 1, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={`/office/orders/${encodeURIComponent(orderId)}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {orderId}
        </Link>
        <Typography variant="body2">
          {formatKES(suggestion.due)} due of {formatKES(suggestion.total)} · {statusText(suggestion.status)} · placed {formatWhen(suggestion.createdAt)}
          {suggestion.phone ? ` · ${suggestion.phone}` : ''}
        </Typography>
        {suggestion.reasons.length > 0 && <Typography variant="body2">Why: {reasonsText(suggestion.reasons)}</Typography>}
      </Box>
      {canLink && (
        <Button variant="outlined" size="small" onClick={onLink} aria-label={`Link to this order, ${orderId}`}>
          Link to this order
        </Button>
      )}
    </Box>
  );
}

export function FindOrder({ payment, canLink, onLinked }: Props) {
  const { run } = useOfficeSession();
  const [answer, setAnswer] = useState<PaymentSuggestions | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [stamp, setStamp] = useState(0);
  const [typed, setTyped] = useState('');
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  /** The order the dialog links to. */
  const [linking, setLinking] = useState<string | null>(null);
  const { receipt } = payment;

  useEffect(() => {
    let live = true;
    run((api) => suggestedOrders(api, receipt)).then(
      (found) => live && setAnswer(found),
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [run, receipt, stamp]);

  const tryAgain = () => {
    setError(null);
    setStamp((value) => value + 1);
  };

  const chooseTyped = (event: FormEvent) => {
    event.preventDefault();
    const problem = orderIdProblem(typed);
    setTypedProblem(problem);
    if (!problem) setLinking(normalOrderId(typed));
  };

  const confirm = async (orderId: string, reason: string) => {
    // A fault here stays in the dialog with the reason typed (ReasonDialog).
    const result = await run((api) => linkPayment(api, receipt, { orderId, reason }));
    // A flagged order is read again, to say what it still has to pay.
    let order: OfficeOrder | null = null;
    if (result.effect === 'flagged') order = await run((api) => api.order(result.orderId)).catch(() => null);
    setLinking(null);
    onLinked({ orderId: result.orderId, text: linkOutcomeText(result, order) });
  };

  return (
    <Box sx={{ mt: 1.5, display: 'grid', gap: 1.5 }}>
      {error !== null && (
        <Alert severity="error" role="alert" action={<Button color="inherit" onClick={tryAgain}>Try again</Button>}>
          {faultMessage(error)}
        </Alert>
      )}
      {!answer && error === null && <CircularProgress size={24} aria-label={`Looking for the order of ${receipt}`} />}
      {answer && answer.orders.length === 0 && (
        <Typography variant="body2">No unpaid M-Pesa order near its time is due this amount or was placed from its payer’s phone.</Typography>
      )}
      {answer && answer.orders.length > 0 && (
        <Box component="ul" aria-label={`Orders ${receipt} may be for`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {answer.orders.map((suggestion) => (
            <Suggestion key={suggestion.orderId} suggestion={suggestion} canLink={canLink} onLink={() => setLinking(suggestion.orderId)} />
          ))}
        </Box>
      )}
      {canLink ? (
        <Box component="form" onSubmit={chooseTyped} noValidate aria-label={`Another order for ${receipt}`} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label="Another order’s ID"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={typedProblem !== null}
            helperText={typedProblem ?? 'ORDER and 16 digits, as on the order’s page'}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, maxLength: 40 } }}
            sx={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" variant="outlined">
            Link to the order typed
          </Button>
        </Box>
      ) : (
        <Typography variant="body2">Only the owner or a manager links a payment to an order: tell them the receipt and the order.</Typography>
      )}
      {linking && (
        <ReasonDialog
          title={`Link payment ${receipt}`}
          question={`Link the payment ${receipt} of ${formatKES(payment.amount)} to order ${linking}? Say how you know it is this order’s.`}
          confirmLabel="Link to this order"
          needsReason
          reasonHelp="kept in the order's history and the access record"
          onConfirm={(reason) => confirm(linking, reason)}
          onClose={() => setLinking(null)}
        />
      )}
    </Box>
  );
}

// The actions on the checked orders: a confirmation (with the reason where due), then each order's
// result, since each is done on its own (one may have changed meanwhile). Each order is sent with
// the version the list showed it at: an order someone changed since is refused (409 `changed`)
// as the order's own page would refuse it, never changed over what the person did not see.
import { useState } from 'react';
import { Alert, Button, Paper } from '@mimea/shared/ui/controls';
import { Box, Typography } from '@mimea/shared/ui/core';
import { ACTION_LABELS, type OrderAction } from '../../domain/order-tabs';
import type { BulkResult, OrderRow } from '../../domain/office-types';
import { ActionDialog } from '../../components/actions/action-dialog';
import { useOfficeSession } from '../../components/session/session-context';

interface Props {
  actions: OrderAction[];
  chosen: OrderRow[];
  onDone: () => void;
}

export function BulkBar({ actions, chosen, onDone }: Props) {
  const { run } = useOfficeSession();
  const [action, setAction] = useState<OrderAction | null>(null);
  const [results, setResults] = useState<BulkResult[] | null>(null);

  const confirm = async (chosenAction: OrderAction, reason: string) => {
    // The version each order was shown at. A row whose version the list did not give is not sent:
    // reading its version now would change an order the person did not see as it is.
    const orders = chosen.flatMap((row) => (row.version === null ? [] : [{ orderId: row.orderId, expectedVersion: row.version }]));
    const unsent: BulkResult[] = chosen
      .filter((row) => row.version === null)
      .map((row) => ({ orderId: row.orderId, ok: false, message: 'Not done: the list did not say which version of it you saw. Open the order to change it.' }));
    const answer = orders.length > 0 ? await run((api) => api.bulk(chosenAction, orders, reason || undefined)) : [];
    setResults([...answer, ...unsent]);
    setAction(null);
    onDone();
  };

  return (
    <>
      {chosen.length > 0 && (
        <Paper
          component="section"
          aria-label="Bulk actions"
          elevation={3}
          sx={{ position: 'sticky', bottom: { xs: 72, md: 8 }, zIndex: 10, p: 1.5, my: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography sx={{ mr: 1 }}>{chosen.length === 1 ? '1 order chosen' : `${chosen.length} orders chosen`}</Typography>
          {actions.map((name) => (
            <Button key={name} variant={name === 'cancel' ? 'outlined' : 'contained'} color={name === 'cancel' ? 'error' : 'primary'} onClick={() => setAction(name)}>
              {ACTION_LABELS[name]}
            </Button>
          ))}
        </Paper>
      )}
      {results && (
        <Alert severity={results.every((result) => result.ok) ? 'success' : 'warning'} onClose={() => setResults(null)} sx={{ my: 2 }}>
          <Box component="ul" aria-label="Results" sx={{ m: 0, pl: 2 }}>
            {results.map((result) => (
              <li key={result.orderId}>
                {result.orderId}: {result.ok ? 'done' : (result.message ?? 'not done')}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {action && (
        <ActionDialog
          action={action}
          subject={chosen.length === 1 ? `order ${chosen[0]?.orderId ?? ''}` : `${chosen.length} orders`}
          onConfirm={(reason) => confirm(action, reason)}
          onClose={() => setAction(null)}
        />
      )}
    </>
  );
}

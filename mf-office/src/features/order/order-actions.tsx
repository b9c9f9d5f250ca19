// The actions this person may do now (the answer's `actions`: the service leaves out what their
// role may not do, so staff see no "Verify payment"), each behind its confirmation; the hand-over
// behind the order number and the shopper's national ID (handover-dialog.tsx). A 409 `changed`
// shows the order as it is now with the service's words; other faults (a 403 `role` too) stay in
// the dialog, in words, with what was typed.
import { useState } from 'react';
import { Button } from '@mimea/shared/ui/controls';
import { Box } from '@mimea/shared/ui/core';
import { isFault } from '../../domain/office-fault';
import { ACTION_LABELS, type OrderAction } from '../../domain/order-tabs';
import type { OfficeOrder } from '../../domain/office-types';
import type { Handover } from '../../domain/office-api';
import { ActionDialog } from '../../components/actions/action-dialog';
import { HandoverDialog } from '../../components/actions/handover-dialog';
import { useOfficeSession } from '../../components/session/session-context';

interface Props {
  order: OfficeOrder;
  onOrder: (order: OfficeOrder, notice: string | null) => void;
}

export function OrderActions({ order, onOrder }: Props) {
  const { run } = useOfficeSession();
  const [action, setAction] = useState<OrderAction | null>(null);
  if (order.actions.length === 0) return null;

  const confirm = async (chosen: OrderAction, reason: string, handover?: Handover) => {
    // Decided on this version: the same one is sent again after a sign-in in place.
    const expectedVersion = order.version;
    try {
      const next = await run((api) => api.act(order.orderId, { action: chosen, expectedVersion, ...(reason ? { reason } : {}), ...(handover ? { handover } : {}) }));
      setAction(null);
      onOrder(next, `${ACTION_LABELS[chosen]}: done.`);
    } catch (error) {
      if (!isFault(error, 'changed')) throw error;
      setAction(null);
      onOrder(error.fault.order, error.fault.message);
    }
  };

  return (
    <Box component="section" aria-label="Actions" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {order.actions.map((name) => (
        <Button key={name} variant={name === 'cancel' ? 'outlined' : 'contained'} color={name === 'cancel' ? 'error' : 'primary'} onClick={() => setAction(name)}>
          {ACTION_LABELS[name]}
        </Button>
      ))}
      {action === 'collect' && (
        <HandoverDialog orderId={order.orderId} cashOnDelivery={order.paymentMethod === 'cod'} onConfirm={(handover) => confirm('collect', '', handover)} onClose={() => setAction(null)} />
      )}
      {action && action !== 'collect' && <ActionDialog action={action} subject={`order ${order.orderId}`} onConfirm={(reason) => confirm(action, reason)} onClose={() => setAction(null)} />}
    </Box>
  );
}

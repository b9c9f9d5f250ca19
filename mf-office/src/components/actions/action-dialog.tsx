// The confirmation of an action on one order or several, with its reason where the service needs
// one (reason-dialog.tsx keeps what was typed through a fault); the caller decides what a 409
// `changed` shows.
import { ACTION_LABELS, REASON_REQUIRED, type OrderAction } from '../../domain/order-tabs';
import { ReasonDialog } from './reason-dialog';

interface Props {
  action: OrderAction;
  /** What it is done to: "order MN-…", "3 orders". */
  subject: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

const QUESTIONS: Record<OrderAction, string> = {
  'mark-ready': 'Mark {subject} ready for collection at the pickup station?',
  collect: 'Record that {subject} was collected? For cash on delivery, this records the payment.',
  cancel: 'Cancel {subject}? The shopper is not told by the office: contact them.',
  'verify-payment': 'Verify the payment of {subject} by hand? Say what you checked.',
};

export function ActionDialog({ action, subject, onConfirm, onClose }: Props) {
  return (
    <ReasonDialog
      title={ACTION_LABELS[action]}
      question={QUESTIONS[action].replace('{subject}', subject)}
      confirmLabel={ACTION_LABELS[action]}
      needsReason={REASON_REQUIRED.has(action)}
      danger={action === 'cancel'}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

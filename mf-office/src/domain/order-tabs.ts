// The tabs of the orders list (docs/office.md, "Where an order is") and the actions of the office.

export const ORDER_TABS = ['awaiting-payment', 'to-prepare', 'ready', 'collected', 'cancelled', 'flagged'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const TAB_LABELS: Record<OrderTab, string> = {
  'awaiting-payment': 'Awaiting payment',
  'to-prepare': 'To prepare',
  ready: 'Ready',
  collected: 'Collected',
  cancelled: 'Cancelled',
  flagged: 'Flagged',
};

export const ORDER_ACTIONS = ['mark-ready', 'collect', 'cancel', 'verify-payment'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The button's words: stable accessible names the journeys find. */
export const ACTION_LABELS: Record<OrderAction, string> = {
  'mark-ready': 'Mark ready',
  collect: 'Hand over',
  cancel: 'Cancel order',
  'verify-payment': 'Verify payment',
};

/** Actions whose reason (3–500 characters) the service requires. */
export const REASON_REQUIRED: ReadonlySet<OrderAction> = new Set<OrderAction>(['cancel', 'verify-payment']);
export const REASON_MIN = 3;
export const REASON_MAX = 500;

/**
 * Control characters but newline and tab, and the invisible and direction-changing ones, which the
 * service refuses in a reason (they can make a record read other than it is).
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

/** What a required reason (an action's, a payment's link) lacks, or null when it will do. */
export function reasonTextProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed.length < REASON_MIN) return `Give a reason of at least ${REASON_MIN} characters.`;
  if (trimmed.length > REASON_MAX) return `A reason has at most ${REASON_MAX} characters.`;
  if (INVISIBLE.test(trimmed)) return 'Remove the invisible characters from the reason.';
  return null;
}

/**
 * The actions a tab's bulk bar offers (those the service may allow for every order of it). Never
 * the hand-over: each order's national ID is checked on its own page.
 */
export function bulkActionsOf(tab: OrderTab): OrderAction[] {
  switch (tab) {
    case 'awaiting-payment':
      return ['cancel'];
    case 'to-prepare':
      return ['mark-ready', 'cancel'];
    case 'ready':
      return ['cancel'];
    case 'flagged':
      return ['cancel'];
    default:
      return [];
  }
}

import { useEffect, useRef, useState } from 'react';
import { showToast } from '@mimea/shared';
import { orderEndpoint } from '../../domain/order/order-endpoint';
import { sendPaymentCode, sendPrompt, switchToCashOnDelivery, type PaymentAnswer } from '../../domain/payment/payment-calls';
import { paymentMessages, type PromptProblem } from '../../domain/payment/payment-messages';
import { promptInFlight, type PaymentView } from '../../domain/payment/payment-view';
import { useOnHydrated } from '../hydration/use-on-hydrated';
import { forgetPendingPayment, keepPendingPayment, pendingPaymentForCart, type OrderRef } from '../../domain/payment/pending-payment';
import { promptOutcome, type PromptOutcome } from '../../domain/payment/prompt-outcome';
import type { StoredOrder } from './use-place-order';
import { usePaymentWatch } from './use-payment-watch';

/** How an M-Pesa order left the dialog: paid, a code given (confirmed later), or switched to cash on delivery. */
export type PaymentDone = 'paid' | 'code-given' | 'cash-on-delivery';

export interface MpesaPayment {
  /** The stored order being paid, once there is one. */
  order: OrderRef | null;
  /** What its prompt step shows; null before the order is stored. */
  outcome: PromptOutcome | null;
  view: PaymentView | null;
  /** The phone the prompt goes to (+254…), when this page knows it. */
  phone: string | null;
  /** An order, a prompt, a code or a switch is being sent. */
  busy: boolean;
  /** No prompt may be asked for now: one is being sent or is on the phone. */
  promptLocked: boolean;
  sendPrompt: (phone: string | null) => Promise<void>;
  giveCode: (phone: string, transactionId: string) => Promise<boolean>;
  payOnDelivery: () => Promise<void>;
}

interface Options {
  /** cartSignature() of the cart being bought: a stored pending payment for it is resumed. */
  cart: string;
  /** Stores the order (usePlaceOrder): with the typed code, or null for the prompt path. */
  store: (phone: string, transactionId: string | null) => Promise<StoredOrder | null>;
  /** The order is done with here; `sent` is the order this page sent, when it did. */
  onDone: (how: PaymentDone, order: OrderRef, sent: StoredOrder['order'] | null) => void;
}

/**
 * The M-Pesa payment of the checkout (issue 39): stores the order, then sends the prompt to the
 * shopper's phone and follows the order's payment (usePaymentWatch) until it is paid, a code is
 * given or the shopper pays on delivery. The order and its key are kept in the browser
 * (pending-payment.ts), so a closed or reloaded page resumes it. Never two prompts at once: a
 * call is refused while one is being sent or is on the phone (and the service refuses too).
 */
export function useMpesaPayment({ cart, store, onDone }: Options): MpesaPayment {
  const [stored, setOrder] = useState<OrderRef | null>(() => pendingPaymentForCart(cart));
  // The page's HTML was drawn with no cart: its order awaiting payment is found once the cart is the shopper's.
  useOnHydrated(() => setOrder(pendingPaymentForCart(cart)));
  const [phone, setPhone] = useState<string | null>(null);
  const [problem, setProblem] = useState<PromptProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const calling = useRef(false);
  const sent = useRef<StoredOrder['order'] | null>(null);
  const [switching, setSwitching] = useState(false);
  const finished = useRef<string | null>(null);
  const watch = usePaymentWatch(stored);
  const { view } = watch;
  const storedOutcome = stored ? promptOutcome(view, problem) : null;
  // Closed by the shop, or unknown with this key: nothing to resume, the next try is a new order.
  const abandoned = stored !== null && (watch.lost || (storedOutcome?.kind === 'settled' && !switching));
  const order = abandoned ? null : stored;
  const outcome = abandoned ? null : storedOutcome;
  const kind = outcome?.kind;

  useEffect(() => {
    if (abandoned) forgetPendingPayment(stored.orderId);
  }, [abandoned, stored]);
  useEffect(() => {
    if (!order || finished.current === order.orderId) return;
    if (kind === 'paid' || kind === 'code-given' || (kind === 'settled' && switching)) {
      finished.current = order.orderId;
      onDone(kind === 'settled' ? 'cash-on-delivery' : kind, order, sent.current);
    }
  }, [kind, order, onDone, switching]);

  /** Runs one call at a time; the answer's view is shown at once. */
  const run = async (work: () => Promise<void>) => {
    if (calling.current) return;
    calling.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      calling.current = false;
      setBusy(false);
    }
  };
  const shown = (answer: PaymentAnswer) => {
    if (answer.kind === 'view') watch.show(answer.view);
    return answer;
  };

  const promptLocked = busy || promptInFlight(view);

  const askForPrompt = async (to: string | null) => {
    if (promptInFlight(view)) return;
    await run(async () => {
      setProblem(null);
      if (to) setPhone(to);
      let ref = order;
      if (!ref) {
        const stored = await store(to ?? '', null);
        if (!stored) return;
        sent.current = stored.order;
        if (!stored.orderKey) {
          // A service without order keys: no prompt can be asked for; the till is left.
          setProblem('prompts-off');
          return;
        }
        ref = { orderId: stored.order.orderId, orderKey: stored.orderKey };
        keepPendingPayment(ref, cart);
        setOrder(ref);
      }
      const answer = shown(await sendPrompt(await orderEndpoint(), ref, to));
      if (answer.kind === 'failed') setProblem('send-failed');
      else if (answer.kind === 'refused' && (answer.code === 'prompt-limit' || answer.code === 'mpesa-unavailable' || answer.code === 'prompts-off' || answer.code === 'prompt-cooldown')) setProblem(answer.code);
      // prompt-in-flight, phone-busy, not-awaiting-payment: the watch shows where the payment is (and until when to wait).
    });
  };

  const giveCode = async (to: string, transactionId: string) => {
    let accepted = false;
    await run(async () => {
      if (!order) {
        const stored = await store(to, transactionId);
        if (!stored) return;
        accepted = true;
        sent.current = stored.order;
        const ref = { orderId: stored.order.orderId, orderKey: stored.orderKey ?? '' };
        // The confirmation page follows the code's confirmation with the key.
        if (stored.orderKey) keepPendingPayment(ref, '');
        finished.current = ref.orderId;
        onDone('code-given', ref, stored.order);
        return;
      }
      const answer = shown(await sendPaymentCode(await orderEndpoint(), order, transactionId));
      accepted = answer.kind === 'view';
      if (!accepted) showToast(answer.kind === 'refused' && answer.code === 'mpesa-code-used' ? paymentMessages.transactionIdUsed : paymentMessages.submissionFailed, 'error');
    });
    return accepted;
  };

  const payOnDelivery = () =>
    run(async () => {
      if (!order) return;
      const answer = await switchToCashOnDelivery(await orderEndpoint(), order);
      if (answer.kind === 'view' && answer.view.status === 'placed') {
        setSwitching(true);
        watch.show(answer.view);
      } else {
        showToast(answer.kind === 'refused' ? paymentMessages.cashOnDeliveryRefused : paymentMessages.submissionFailed, 'error');
      }
    });

  return { order, outcome, view, phone, busy, promptLocked, sendPrompt: askForPrompt, giveCode, payOnDelivery };
}

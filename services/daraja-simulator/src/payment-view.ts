// GET /simulator/payments/:transId: what the simulator knows of one payment (by hand at the till,
// or a prompt's), for tests that check what reached the shop against what was paid.
import { businessShortCodeOf } from './c2b';
import type { Simulator, TillPayment } from './state';

export const paymentOf = (sim: Simulator, transId: string): TillPayment | undefined => sim.state.payments.find((payment) => payment.transId === transId);

export function paymentView(sim: Simulator, payment: TillPayment) {
  return {
    transId: payment.transId,
    source: payment.source,
    kind: payment.kind,
    accepted: payment.accepted,
    amount: payment.amount,
    phone: payment.phone,
    businessShortCode: businessShortCodeOf(sim, payment),
    billRefNumber: payment.account,
    transTime: payment.time,
    at: payment.at,
    checkoutRequestId: payment.checkoutRequestId,
    /** Its place in the varied C2B shapes (c2b-shapes.ts), from 0. */
    sequence: payment.sequence,
  };
}

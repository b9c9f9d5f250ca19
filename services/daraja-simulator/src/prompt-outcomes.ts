// How a prompt on the phone ends (the PIN, cancel, time-out, a script) and the STK callback that
// says so, sent once, three times, late or never; or how Daraja ends a push it accepted and never
// put on the phone (rejectPrompt). A paid prompt is also a payment at the till: its
// C2B confirmation carries the same receipt (settings.c2bForPrompts), and, for Buy Goods, no
// account (BillRefNumber "").
import { sendCallback } from './callbacks';
import { newReceipt, sendConfirmation } from './c2b';
import type { CallbackMode, CallbackRecord, Outcome, PhoneEnding, Prompt, PromptState, Simulator, SystemEnding, TillPayment } from './state';
import { eatStamp } from './wire';

/** Each ending's ResultCode and ResultDesc, as Daraja sends them (SFC_IC0003 as a string). */
export const RESULTS: Record<Exclude<PromptState, 'sent'>, { code: number | string; desc: string }> = {
  paid: { code: 0, desc: 'The service request is processed successfully.' },
  cancelled: { code: 1032, desc: 'Request cancelled by user' },
  'timed-out': { code: 1037, desc: 'DS timeout user cannot be reached' },
  'insufficient-funds': { code: 1, desc: 'The balance is insufficient for the transaction.' },
  'wrong-pin': { code: 2001, desc: 'The initiator information is invalid.' },
  'operator-missing': { code: 'SFC_IC0003', desc: 'The operator does not exist.' },
  'rule-limited': { code: 17, desc: 'Rule limited.' },
};

export interface Answer {
  outcome: Outcome;
  /** The PIN typed (approve); absent: the right one. */
  pin?: string | null;
  paidAmount?: number | null;
  callback?: CallbackMode;
  lateMs?: number;
}

const AMOUNT_PLACEHOLDER = '"__AMOUNT__"';

/** The STK callback's text; the amount is written as Daraja does, `2740.00`. */
export function stkCallbackText(prompt: Prompt, transactionDate: string | null): string {
  const metadata =
    prompt.state === 'paid'
      ? {
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: '__AMOUNT__' },
              { Name: 'MpesaReceiptNumber', Value: prompt.receipt },
              { Name: 'TransactionDate', Value: Number(transactionDate) },
              { Name: 'PhoneNumber', Value: Number(prompt.phone) },
            ],
          },
        }
      : {};
  const body = {
    Body: {
      stkCallback: {
        MerchantRequestID: prompt.merchantRequestId,
        CheckoutRequestID: prompt.checkoutRequestId,
        ResultCode: prompt.resultCode,
        ResultDesc: prompt.resultDesc,
        ...metadata,
      },
    },
  };
  return JSON.stringify(body).replace(AMOUNT_PLACEHOLDER, (prompt.paidAmount ?? prompt.amount).toFixed(2));
}

function endingOf(sim: Simulator, prompt: Prompt, answer: Answer): PhoneEnding {
  switch (answer.outcome) {
    case 'approve': {
      if (answer.pin != null && answer.pin !== sim.config.pin) return 'wrong-pin';
      const balance = sim.state.balanceOf(prompt.phone);
      const paying = answer.paidAmount ?? prompt.amount;
      return balance !== null && paying > balance ? 'insufficient-funds' : 'paid';
    }
    case 'cancel':
      return 'cancelled';
    case 'timeout':
      return 'timed-out';
    case 'insufficient-funds':
      return 'insufficient-funds';
    case 'wrong-pin':
      return 'wrong-pin';
  }
}

function deliver(sim: Simulator, prompt: Prompt, text: string, mode: CallbackMode, lateMs: number): Promise<unknown> {
  const send = () => sendCallback(sim, 'stk', prompt.callbackUrl, text);
  switch (mode) {
    case 'once':
      return send();
    case 'thrice':
      return Promise.all([send(), send(), send()]);
    case 'lost':
      sim.config.log(`callback of ${prompt.checkoutRequestId} lost (scripted)`);
      return Promise.resolve();
    case 'late':
      sim.state.later(lateMs, () => void send());
      return Promise.resolve();
  }
}

/**
 * Ends an open prompt and sends its callback (and, when paid, the till's C2B confirmation).
 * Resolves when what is sent at once has been answered; false when the prompt was not open.
 */
export async function answerPrompt(sim: Simulator, prompt: Prompt, answer: Answer): Promise<boolean> {
  if (prompt.state !== 'sent') return false;
  sim.state.cancel(sim.state.promptTimers.get(prompt.checkoutRequestId));
  sim.state.promptTimers.delete(prompt.checkoutRequestId);
  const ending = endingOf(sim, prompt, answer);
  const now = new Date();
  const stamp = eatStamp(now);
  prompt.state = ending;
  prompt.settledAt = now.toISOString();
  prompt.resultCode = RESULTS[ending].code;
  prompt.resultDesc = RESULTS[ending].desc;
  const sending: Promise<unknown>[] = [];
  if (ending === 'paid') {
    prompt.receipt = newReceipt(sim);
    prompt.paidAmount = answer.paidAmount ?? prompt.amount;
    const kind = prompt.transactionType === 'CustomerBuyGoodsOnline' ? 'buy-goods' : 'pay-bill';
    // The AccountReference reaches the till's records only for Pay Bill: Buy Goods has no account.
    const account = kind === 'pay-bill' ? prompt.account : '';
    const payment: TillPayment = {
      transId: prompt.receipt,
      phone: prompt.phone,
      amount: prompt.paidAmount,
      kind,
      account,
      time: stamp,
      at: now.toISOString(),
      checkoutRequestId: prompt.checkoutRequestId,
      source: 'prompt',
      accepted: true,
      sequence: sim.state.paymentsMade++,
    };
    sim.state.payments.push(payment);
    const confirmation: Promise<CallbackRecord> | null = sim.state.settings.c2bForPrompts ? sendConfirmation(sim, payment) : null;
    if (confirmation) sending.push(confirmation);
  }
  sim.config.log(`prompt ${prompt.checkoutRequestId} ${ending} (${prompt.resultCode})${prompt.receipt ? ` receipt ${prompt.receipt}` : ''}`);
  sending.push(deliver(sim, prompt, stkCallbackText(prompt, stamp), answer.callback ?? 'once', answer.lateMs ?? 0));
  await Promise.all(sending);
  return true;
}

/**
 * Ends a push Daraja accepted but never put on the phone: settled at once (a query knows), its
 * callback, without metadata, comes a moment later, as Daraja's own answer does.
 */
export function rejectPrompt(sim: Simulator, prompt: Prompt, ending: SystemEnding): void {
  prompt.state = ending;
  prompt.settledAt = new Date().toISOString();
  prompt.resultCode = RESULTS[ending].code;
  prompt.resultDesc = RESULTS[ending].desc;
  sim.config.log(`prompt ${prompt.checkoutRequestId} ${ending} (${prompt.resultCode})`);
  sim.state.later(sim.config.scriptedAnswerMs, () => void sendCallback(sim, 'stk', prompt.callbackUrl, stkCallbackText(prompt, null)));
}

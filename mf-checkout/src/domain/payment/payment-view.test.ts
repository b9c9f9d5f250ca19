import { mpesaPaid, parsePaymentView, type PaymentView } from './payment-view';
import { promptOutcome } from './prompt-outcome';

const orderId = 'ORDER1764201600000123';
const answer = {
  orderId,
  status: 'awaiting-payment',
  paymentMethod: 'mpesa',
  total: 2740,
  prompt: { state: 'cancelled', phone: '0712 *** 678', sentAt: '2026-11-26T10:00:00.000Z', amount: 2740 },
  promptsLeft: 2,
  promptsAvailable: true,
  receipt: null,
  paidAt: null,
  paid: 0,
  leftToPay: null,
  nextPromptAt: '2026-11-26T10:02:00.000Z',
  codeUnknown: false,
  version: '5c1f0a9e2b7d',
};
const view = parsePaymentView(answer, orderId)!;
const withPrompt = (state: string | null, extra: Partial<PaymentView> = {}): PaymentView => ({ ...view, prompt: state ? { state: state as never, phone: '0712 *** 678', amount: 2740 } : null, ...extra });
const RETRY = '2026-11-26T10:02:00.000Z';

describe("the order's payment view", () => {
  it('is read as docs/payments.md writes it', () => {
    expect(view).toEqual({
      orderId,
      status: 'awaiting-payment',
      paymentMethod: 'mpesa',
      total: 2740,
      prompt: { state: 'cancelled', phone: '0712 *** 678', amount: 2740 },
      promptsLeft: 2,
      promptsAvailable: true,
      receipt: null,
      paid: 0,
      leftToPay: null,
      nextPromptAt: RETRY,
      codeUnknown: false,
      version: '5c1f0a9e2b7d',
    });
    expect(parsePaymentView({ ...answer, paid: 1000, leftToPay: 1740, codeUnknown: true }, orderId)).toMatchObject({ paid: 1000, leftToPay: 1740, codeUnknown: true });
    expect(parsePaymentView({ ...answer, status: 'payment-verified', receipt: 'QFT4XY7Z2K' }, orderId)?.receipt).toBe('QFT4XY7Z2K');
    expect(parsePaymentView({ ...answer, status: 'ready' }, orderId)?.status).toBe('ready');
    expect(parsePaymentView({ ...answer, status: 'placed', paymentMethod: 'cod' }, orderId)?.paymentMethod).toBe('cod');
  });

  it('counts an M-Pesa order paid once verified, ready at its station or collected; a cash order never by M-Pesa', () => {
    const paid = (status: string, paymentMethod = 'mpesa') => mpesaPaid(parsePaymentView({ ...answer, status, paymentMethod }, orderId));
    expect(['awaiting-payment', 'awaiting-confirmation', 'payment-verified', 'ready', 'collected', 'cancelled'].filter((status) => paid(status))).toEqual(['payment-verified', 'ready', 'collected']);
    expect(paid('ready', 'cod')).toBe(false);
    expect(mpesaPaid(null)).toBe(false);
  });

  it('is refused when it is of another order or malformed; odd texts are not shown', () => {
    for (const odd of [null, 'view', { ...answer, orderId: 'ORDER1764201600000999' }, { ...answer, status: 'paid' }, { ...answer, total: -1 }, { ...answer, prompt: { state: 'exploded' } }, { ...answer, version: '' }, { ...answer, promptsLeft: 1.5 }]) {
      expect(parsePaymentView(odd, orderId)).toBeNull();
    }
    expect(parsePaymentView({ ...answer, receipt: '<b>x</b>', prompt: { state: 'sent', phone: '<b>' } }, orderId)).toMatchObject({ receipt: null, prompt: { state: 'sent', phone: '', amount: null } });
    expect(parsePaymentView({ ...answer, nextPromptAt: 'soon', leftToPay: -5, paid: 'lots' }, orderId)).toMatchObject({ nextPromptAt: null, leftToPay: null, paid: 0 });
  });
});

describe('what the prompt step shows', () => {
  it('waits while a prompt is being sent or is on the phone', () => {
    expect(promptOutcome(null, null)).toEqual({ kind: 'checking' });
    expect(promptOutcome(withPrompt('sending'), null)).toEqual({ kind: 'waiting' });
    expect(promptOutcome(withPrompt('sent'), null)).toEqual({ kind: 'waiting' });
  });

  it("says so when M-Pesa's answer was never read: the prompt may be on the phone", () => {
    expect(promptOutcome(withPrompt('unknown'), null)).toEqual({ kind: 'unknown' });
  });

  it("names each way a prompt paid nothing, with the prompts left", () => {
    const states = ['cancelled', 'timed-out', 'unreachable', 'insufficient-funds', 'wrong-pin', 'rule-limited', 'busy', 'pin-locked', 'limit-exceeded', 'not-permitted', 'failed', 'unresolved'];
    for (const state of states) {
      expect(promptOutcome(withPrompt(state), null)).toEqual({ kind: 'problem', problem: state, promptsLeft: 2, retryAt: RETRY, leftToPay: null });
    }
    expect(promptOutcome(withPrompt(null, { promptsLeft: 0, nextPromptAt: null }), null)).toEqual({ kind: 'problem', problem: 'prompt-limit', promptsLeft: 0, retryAt: null, leftToPay: null });
    expect(promptOutcome(withPrompt(null, { promptsAvailable: false, nextPromptAt: null }), null)).toEqual({ kind: 'problem', problem: 'prompts-off', promptsLeft: 0, retryAt: null, leftToPay: null });
  });

  it('tells what is left to pay when part of the total arrived, whatever the last prompt did', () => {
    expect(promptOutcome(withPrompt('paid', { paid: 1000, leftToPay: 1740 }), null)).toEqual({ kind: 'problem', problem: 'part-paid', promptsLeft: 2, retryAt: RETRY, leftToPay: 1740 });
  });

  it("puts what the page's own call learned first (M-Pesa unreachable, the limit)", () => {
    expect(promptOutcome(withPrompt('cancelled'), 'mpesa-unavailable')).toEqual({ kind: 'problem', problem: 'mpesa-unavailable', promptsLeft: 2, retryAt: RETRY, leftToPay: null });
    expect(promptOutcome(null, 'send-failed')).toEqual({ kind: 'problem', problem: 'send-failed', promptsLeft: 0, retryAt: null, leftToPay: null });
  });

  it("follows the order's status: paid, a code given, or settled otherwise", () => {
    expect(promptOutcome(withPrompt('paid', { status: 'payment-verified' }), null)).toEqual({ kind: 'paid' });
    expect(promptOutcome(withPrompt('cancelled', { status: 'awaiting-confirmation' }), null)).toEqual({ kind: 'code-given' });
    expect(promptOutcome(withPrompt('cancelled', { status: 'placed' }), null)).toEqual({ kind: 'settled' });
  });
});

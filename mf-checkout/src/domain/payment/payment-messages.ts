import type { ToastText } from '@mimea/shared';

/** The checkout's notices, titles and texts as the purchase spec's error catalogue (section 8) has them. */
export const paymentMessages = {
  invalidPhone: { title: 'Invalid Phone Number', text: 'Please enter a valid Kenyan phone number, e.g. +254712345678' },
  invalidTransactionId: {
    title: 'Invalid Transaction ID',
    text: 'Please enter a valid M-Pesa transaction ID, e.g. QFT4XY7Z2K (ten uppercase letters or digits)',
  },
  submissionFailed: { title: 'Error', text: 'Failed to submit order details. Please try again.' },
  /** Our words: the order service refuses a transaction ID that already paid for another order. */
  transactionIdUsed: {
    title: 'Transaction ID already used',
    text: 'This M-Pesa transaction ID has already been used for another order. Please check the code in your M-Pesa message.',
  },
  paid: { title: 'Success', text: 'Your order has been confirmed. You will receive confirmation shortly.' },
  cashOnDeliveryPlaced: { title: 'Order Placed', text: 'Thank you for your purchase! You will receive a confirmation shortly.' },
  /** Our words: "Pay on delivery instead" refused (the order is not, or no longer, one for cash on delivery). */
  cashOnDeliveryRefused: { title: 'Error', text: 'Pay on delivery is not possible for this order. Please pay by M-Pesa.' },
} satisfies Record<string, ToastText>;

/**
 * What the M-Pesa dialog says after a prompt (issue 39), our words: one message per outcome,
 * shown in the dialog (role=status), each with what the shopper can do next.
 */
export const promptMessages = {
  cancelled: 'You cancelled the M-Pesa prompt on your phone. Nothing was paid.',
  'timed-out': 'The M-Pesa prompt timed out before the PIN was entered. Nothing was paid.',
  // 1037 ("DS timeout user cannot be reached"): the phone off or out of network, or the prompt not answered in time.
  unreachable: 'M-Pesa could not reach your phone, or the prompt expired before the PIN was entered. Nothing was paid. Check that your phone is on and has network, then try again.',
  'insufficient-funds': 'Your M-Pesa balance was not enough for this payment. Nothing was paid.',
  'wrong-pin': 'The M-Pesa PIN entered was wrong. Nothing was paid.',
  'rule-limited': 'M-Pesa takes one prompt for the same amount to the same phone every 2 minutes. Nothing was paid. Wait for the countdown, or pay at our till.',
  busy: 'Another M-Pesa request was open on your phone, so M-Pesa could not send this one. Nothing was paid. Close it, then try again when the countdown ends.',
  'pin-locked': 'Your M-Pesa PIN is locked. Nothing was paid. Call Safaricom customer care on 100 to unlock it, or use another M-Pesa number.',
  'limit-exceeded': 'This payment is above what your M-Pesa account may send now (a payment or daily limit). Nothing was paid. Use another M-Pesa number, or pay on delivery where it is offered.',
  'not-permitted': 'M-Pesa could not take this payment on our side. Nothing was paid. Please pay at our till yourself and enter the M-Pesa code; we are looking into it.',
  failed: 'M-Pesa could not complete the payment. Nothing was paid.',
  'part-paid': 'Part of the total has arrived.',
  'prompt-cooldown': 'M-Pesa takes one prompt for the same amount to the same phone every 2 minutes. Wait for the countdown, or pay at our till.',
  unresolved:
    'M-Pesa has not told us how the prompt ended. If money left your M-Pesa, do not pay again: enter the M-Pesa code from your SMS.',
  'mpesa-unavailable': 'We could not reach M-Pesa, so nothing was sent to your phone. Try again in a moment, or pay at our till yourself.',
  'prompts-off': 'The M-Pesa prompt is not available right now. Please pay at our till yourself.',
  'prompt-limit': 'No more M-Pesa prompts can be sent for this order. Pay at our till yourself and enter the M-Pesa code.',
  'send-failed': 'We could not send the M-Pesa prompt. Check your connection and try again.',
  'not-sent': 'The M-Pesa prompt has not been sent yet.',
  checking: 'Checking your M-Pesa payment…',
} as const;

/** A prompt whose answer M-Pesa never gave us: it may be on the phone; paying it is safe, paying twice is not needed. */
export const outcomeUnknown = (maskedPhone: string) =>
  `We could not hear back from M-Pesa. If a prompt reached your phone (${maskedPhone}), enter your M-Pesa PIN to pay. Do not pay again: we will find your payment.`;

/** What arrived of the total, and what is left. */
export const partPaid = (paid: string, total: string, left: string) => `${paid} of ${total} has arrived. ${left} is left to pay.`;

/** "1:45": minutes and seconds of a countdown. */
export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The send-again button while Daraja's window runs. */
export const sendAgainIn = (seconds: number) => `Send the prompt again in ${clock(seconds)}`;

/** The prompt for what is left of a part-paid order. */
export const sendRestLabel = (left: string) => `Send a prompt for the ${left} left`;

/** While the order is stored and the prompt sent (the masked phone follows when known). */
export const SENDING_PROMPT = 'Sending the M-Pesa prompt to your phone';

export type PromptProblem = keyof typeof promptMessages;

/** The prompt step while the prompt is on the phone. */
export const checkYourPhone = (maskedPhone: string, amount: string, brand: string) =>
  `Check your phone (${maskedPhone}): enter your M-Pesa PIN to pay ${amount} to ${brand}`;

/** The first choice of the dialog's phone step. */
export const sendPromptLabel = (localPhone: string) => `Send the M-Pesa prompt to ${localPhone}`;

export const sendAgainLabel = (left: number) => `Send the prompt again (${left} left)`;

/** What the confirmation page says of an M-Pesa order's payment. */
export const confirmationPaymentMessages = {
  paid: 'Paid by M-Pesa',
  receipt: (receipt: string) => `M-Pesa receipt ${receipt}`,
  confirming: 'We are confirming your payment with M-Pesa. This page updates by itself when it arrives.',
  awaiting: 'We have not received your M-Pesa payment yet. This page updates by itself when it arrives.',
  leftToPay: (paid: string, total: string, left: string, till: string) =>
    `${paid} of ${total} has arrived. ${left} is left to pay: pay it at our till ${till} (Buy Goods) from the same phone, and this page updates by itself.`,
  codeUnknown: (till: string) =>
    `M-Pesa has no payment with the code you entered. Check the code in your M-Pesa SMS; if you have not paid yet, pay at our till ${till} (Buy Goods). We will confirm your order as soon as the money arrives.`,
} as const;

/** The dialog shows the verifying step this long, then closes (purchase spec section 9). */
export const PAYMENT_DIALOG_CLOSE_MS = 3000;

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
} satisfies Record<string, ToastText>;

/** The dialog shows the verifying step this long, then closes (purchase spec section 9). */
export const PAYMENT_DIALOG_CLOSE_MS = 3000;

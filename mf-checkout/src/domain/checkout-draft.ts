import { emptyCheckoutValues, type CheckoutValues } from '@mimea/order-rules';

/**
 * What the shopper has typed at checkout, kept in memory for this page visit only: going back to
 * the cart and returning keeps it, a reload forgets it. Personal data never goes to localStorage,
 * URLs or logs (docs/architecture.md, section 3).
 */
let draft: CheckoutValues = emptyCheckoutValues;

export function readCheckoutDraft(): CheckoutValues {
  return draft;
}

export function saveCheckoutDraft(values: CheckoutValues): void {
  draft = values;
}

/** After an order went through, the next checkout starts empty. */
export function forgetCheckoutDraft(): void {
  draft = emptyCheckoutValues;
}

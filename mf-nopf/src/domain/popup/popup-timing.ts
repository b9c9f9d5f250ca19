/** The popup's constants (purchase spec section 9). */
export const DECISION_DELAY_MS = 100;
export const CLOSE_DELAY_MS = 8_000;
export const CAROUSEL_INTERVAL_MS = 3_000;
export const REPEAT_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * An order key as the order service writes it (docs/payments.md: an HMAC of the order ID,
 * base64url): nothing else is kept or sent as `X-Order-Key`.
 */
export const ORDER_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

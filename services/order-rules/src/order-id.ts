/** ORDER, the time in milliseconds, then a random 3-digit number (purchase spec section 3). */
export function createOrderId(now: number = Date.now(), random: () => number = Math.random): string {
  const threeDigits = 100 + Math.floor(random() * 900);
  return `ORDER${now}${threeDigits}`;
}

export const ORDER_ID_PATTERN = /^ORDER\d{13}\d{3}$/;

// The order the checkout posts (services/order-rules/src/order-submission.ts is the
// contract), checked field by field. Every rule the checkout applies in the browser holds here too.
import { z } from 'zod';
import { hasHiddenCharacters } from '../validation';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_ORDER_KES, isEmailAddress, normaliseKenyanPhone } from '@mimea/shared/pure';
import { CASH_ON_DELIVERY_COUNTY, FIELD_MAX_LENGTH, NATIONAL_ID_FORMAT, ORDER_ID_PATTERN, type OrderSubmission, isTransactionId, findStation, pickupStations } from '@mimea/order-rules';

/** Most lines one order may carry: what one cart holds (far above any real basket, low enough to bound the work). */
export const MAX_ORDER_LINES = MAX_CART_LINES;

/** The most one order, or any figure in it, may come to (the cart holds its lines within it), well inside the database's integers. */
export { MAX_ORDER_KES };
export const orderTooLarge = `An order cannot exceed KES ${MAX_ORDER_KES.toLocaleString('en-KE')}.`;

const kes = (what: string) => z.int(`${what} must be a whole number of shillings.`).min(0, `${what} cannot be negative.`).max(MAX_ORDER_KES, `${what} is too large.`);
const text = (what: string, max: number) => z.string(`${what} is required.`).trim().min(1, `${what} is required.`).max(max, `${what} is longer than ${max} characters.`);
const optionalText = (what: string, max: number) => z.string().trim().max(max, `${what} is longer than ${max} characters.`).nullable();

const orderLine = z.object({
  id: text('A line’s product id', 100),
  name: text('A line’s product name', 200),
  unitPrice: kes('A unit price'),
  quantity: z.int('A quantity must be a whole number.').min(1, 'A quantity must be at least 1.').max(MAX_LINE_QUANTITY, `A quantity cannot exceed ${MAX_LINE_QUANTITY}.`),
  lineTotal: kes('A line total'),
});

export const orderSubmissionSchema = z
  .object({
    orderId: z.string('orderId is required.').regex(ORDER_ID_PATTERN, 'orderId must be ORDER followed by 16 digits.'),
    customerName: text('The customer’s name', (FIELD_MAX_LENGTH.firstName ?? 50) + (FIELD_MAX_LENGTH.lastName ?? 50) + 1),
    phoneNumber: z.string('The phone number is required.').refine((value) => normaliseKenyanPhone(value) === value, 'The phone number must be a Kenyan mobile number written +254 and 9 digits.'),
    customerId: z.string('The national ID number is required.').regex(NATIONAL_ID_FORMAT, 'The national ID number must have 6 to 9 digits.'),
    orderAmount: kes('orderAmount'),
    products: text('products', 10_000),
    mpesaTransactionId: z.string('mpesaTransactionId must be a transaction ID or null.').nullable(),
    paymentStatus: z.enum(['paid', 'pending'], 'paymentStatus must be paid or pending.'),
    paymentMethod: z.enum(['mpesa', 'cod'], 'paymentMethod must be mpesa or cod.'),
    paymentDate: z.iso.datetime({ message: 'paymentDate must be an ISO timestamp.' }),
    currency: z.literal('KES', 'currency must be KES.'),
    lines: z.array(orderLine, 'lines must be a list.').min(1, 'An order needs at least one line.').max(MAX_ORDER_LINES, `An order has at most ${MAX_ORDER_LINES} lines.`),
    subtotal: kes('subtotal'),
    discount: kes('discount'),
    coupon: optionalText('The coupon', 40),
    shipping: kes('shipping'),
    county: z.string('The county is required.').refine((county) => pickupStations.some((entry) => entry.county === county), 'The county is not one of Kenya’s 47 counties.'),
    pickupStation: z.object({ id: z.string('The pickup station is required.'), name: z.string(), fee: kes('The station fee') }, 'The pickup station is required.'),
    email: optionalText('The e-mail address', FIELD_MAX_LENGTH.email ?? 100).refine((email) => email === null || isEmailAddress(email), 'The e-mail address is not valid.'),
    // Read by the office: no right-to-left override or invisible character (validation.ts plainText's rule).
    notes: optionalText('The notes', FIELD_MAX_LENGTH.notes ?? 500).refine((notes) => notes === null || !hasHiddenCharacters(notes), 'Remove the invisible characters from the notes.'),
  })
  .superRefine((order, context) => {
    const problem = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    if (order.paymentMethod === 'mpesa') {
      // Either the prompt path (no code yet: pending) or a code the shopper typed (their claim: paid).
      if (order.mpesaTransactionId === null) {
        if (order.paymentStatus !== 'pending') problem(['paymentStatus'], 'An M-Pesa order without a transaction ID is pending: paymentStatus must be pending.');
      } else {
        if (!isTransactionId(order.mpesaTransactionId)) problem(['mpesaTransactionId'], 'An M-Pesa transaction ID is 10 upper-case letters or digits.');
        if (order.paymentStatus !== 'paid') problem(['paymentStatus'], 'An M-Pesa order sent with its transaction ID is paid: paymentStatus must be paid.');
      }
    } else {
      if (order.mpesaTransactionId !== null) problem(['mpesaTransactionId'], 'A cash-on-delivery order has no M-Pesa transaction ID.');
      if (order.paymentStatus !== 'pending') problem(['paymentStatus'], 'A cash-on-delivery order is pending until it is paid.');
      if (order.county !== CASH_ON_DELIVERY_COUNTY) problem(['paymentMethod'], `Cash on delivery is offered in ${CASH_ON_DELIVERY_COUNTY} only.`);
    }
    if (!findStation(order.county, order.pickupStation.id)) problem(['pickupStation', 'id'], 'The pickup station is not one of the county’s stations.');
    const seen = new Set<string>();
    if (order.lines.reduce((sum, line) => sum + line.lineTotal, 0) > MAX_ORDER_KES) problem(['lines'], orderTooLarge);
    order.lines.forEach((line, index) => {
      if (line.lineTotal !== line.unitPrice * line.quantity) problem(['lines', index, 'lineTotal'], 'A line total must be its unit price times its quantity.');
      if (seen.has(line.id)) problem(['lines', index, 'id'], 'A product appears on two lines.');
      seen.add(line.id);
    });
  });

export type ValidOrderSubmission = z.infer<typeof orderSubmissionSchema>;

// The schema and the checkout's contract must describe the same object, in both directions.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const contractHolds: Same<ValidOrderSubmission, OrderSubmission> = true;
void contractHolds;

// The order service speaking Daraja (docs/payments.md): M-Pesa Express prompts for the till
// (Buy Goods), STK Query for prompts whose callback is late, and the C2B URL registration of the
// store number. Each call has a timeout; a token Daraja calls invalid is dropped and the call
// made once more with a new one.
import { z } from 'zod';
import { accountReferenceOf } from './account-reference';
import { DarajaError } from './daraja-error';
import { type DarajaAnswer, errorCodeOf, refusal, responseCodeOf, sendToDaraja, unreadable } from './daraja-http';
import { darajaPassword, darajaTimestamp } from './daraja-password';
import { callbackUrls, DEFAULT_REQUEST_TIMEOUT_MS, type DarajaSettings } from './daraja-settings';
import { createTokenSource } from './daraja-token';
import { msisdnOf, transactionDescOf } from './prompt-fields';

export { DarajaError } from './daraja-error';

export interface StkPushRequest {
  /** ORDER + 16 digits; sent as its 12-character AccountReference (account-reference.ts). */
  orderId: string;
  /** Whole KES: the order's total. */
  amount: number;
  /** +2547XXXXXXXX or 2547XXXXXXXX. */
  phone: string;
  /** Up to 13 letters, digits or spaces are sent (Daraja's TransactionDesc). */
  description?: string;
  /**
   * How long Daraja's answer is waited for (default: the request timeout). The caller may stop
   * waiting sooner and still learn a late answer: a prompt's answer is what tells its IDs.
   */
  answerWithinMs?: number;
}

export interface StkPushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
}

export type StkQueryResult = { kind: 'pending' } | { kind: 'settled'; resultCode: string; resultDesc: string; merchantRequestId: string };

export interface DarajaClient {
  /** Puts a prompt on the phone; resolves when Daraja accepted it (ResponseCode 0). */
  stkPush(request: StkPushRequest): Promise<StkPushAccepted>;
  /** Asks how a prompt ended: pending while it is still on the phone. */
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
  /** Registers the C2B validation and confirmation URLs on the store number. */
  registerC2bUrls(): Promise<void>;
  /**
   * Asks M-Pesa about a receipt (Transaction Status); resolves when Daraja took the request. Its
   * result comes to the status result URL. Throws when no initiator is configured.
   */
  transactionStatus(transId: string, remarks: string): Promise<StatusRequestAccepted>;
}

export interface StatusRequestAccepted {
  originatorConversationId: string;
  conversationId: string;
}

/** Daraja's answer to a call made with a token it no longer knows. */
export const INVALID_TOKEN_ERROR_CODE = '404.001.03';
/** STK Query's answer while the prompt is still on the phone. */
export const STILL_PROCESSING_ERROR_CODE = '500.001.1001';
/** STK Query's ResultCode for "still under processing", which Daraja sometimes answers with HTTP 200. */
const STILL_PROCESSING_RESULT_CODE = '4999';

const requestId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

const pushAnswer = z.object({ MerchantRequestID: requestId, CheckoutRequestID: requestId, ResponseCode: z.literal('0') });

const queryAnswer = z.object({
  ResponseCode: z.literal('0'),
  MerchantRequestID: requestId,
  // Documented as a string ("1032"); a number is read the same; codes such as "SFC_IC0003" too.
  ResultCode: z.union([z.string().regex(/^[A-Za-z0-9_.-]{1,32}$/), z.int().nonnegative()]).transform((code) => String(code).trim()),
  ResultDesc: z.string().max(500),
});

const registerAnswer = z.object({ ResponseCode: z.literal('0') });

const statusAnswer = z.object({ ResponseCode: z.union([z.literal('0'), z.literal(0)]), OriginatorConversationID: requestId, ConversationID: requestId });

const isSuccess = (answer: DarajaAnswer) => answer.status >= 200 && answer.status <= 299;

export function createDarajaClient(settings: DarajaSettings, options: { fetchImpl?: typeof fetch; now?: () => Date } = {}): DarajaClient {
  const fetchImpl = options.fetchImpl ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = settings.requestTimeoutMs > 0 ? settings.requestTimeoutMs : DEFAULT_REQUEST_TIMEOUT_MS;
  const baseUrl = settings.baseUrl.replace(/\/$/, '');
  const tokens = createTokenSource({ ...settings, baseUrl }, fetchImpl, now, timeoutMs);
  const callbacks = callbackUrls(settings);

  /** POSTs `body` with the token; once more with a new token when Daraja calls it invalid. */
  async function post(path: string, body: object, what: string, answerWithinMs = timeoutMs): Promise<DarajaAnswer> {
    for (let attempt = 1; ; attempt += 1) {
      const token = await tokens.token();
      const answer = await sendToDaraja(
        fetchImpl,
        baseUrl + path,
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        },
        answerWithinMs,
        what,
      );
      if (attempt === 1 && errorCodeOf(answer.body) === INVALID_TOKEN_ERROR_CODE) {
        tokens.drop(token);
        continue;
      }
      return answer;
    }
  }

  /** The password and timestamp of this moment. */
  function credentials() {
    const timestamp = darajaTimestamp(now());
    return { BusinessShortCode: settings.shortCode, Password: darajaPassword(settings.shortCode, settings.passkey, timestamp), Timestamp: timestamp };
  }

  return {
    async stkPush({ orderId, amount, phone, description, answerWithinMs }) {
      const msisdn = msisdnOf(phone);
      if (msisdn === null) throw new RangeError('the phone is not a Kenyan mobile number (+2547XXXXXXXX)');
      if (!Number.isSafeInteger(amount) || amount < 1) throw new RangeError('a prompt is for a whole number of KES, at least 1');
      const accountReference = accountReferenceOf(orderId);
      const what = 'the prompt';
      const answer = await post(
        '/mpesa/stkpush/v1/processrequest',
        {
          ...credentials(),
          TransactionType: 'CustomerBuyGoodsOnline',
          Amount: amount,
          PartyA: msisdn,
          PartyB: settings.till,
          PhoneNumber: msisdn,
          CallBackURL: callbacks.stk,
          AccountReference: accountReference,
          TransactionDesc: transactionDescOf(description),
        },
        what,
        answerWithinMs,
      );
      if (!isSuccess(answer) || responseCodeOf(answer.body) !== '0') throw refusal(what, answer);
      const parsed = pushAnswer.safeParse(answer.body);
      if (!parsed.success) throw unreadable(what, answer);
      return { merchantRequestId: parsed.data.MerchantRequestID, checkoutRequestId: parsed.data.CheckoutRequestID };
    },

    async stkQuery(checkoutRequestId) {
      if (!requestId.safeParse(checkoutRequestId).success) throw new RangeError('not a CheckoutRequestID');
      const what = 'the prompt query';
      const answer = await post('/mpesa/stkpushquery/v1/query', { ...credentials(), CheckoutRequestID: checkoutRequestId }, what);
      if (errorCodeOf(answer.body) === STILL_PROCESSING_ERROR_CODE) return { kind: 'pending' };
      if (!isSuccess(answer) || responseCodeOf(answer.body) !== '0') throw refusal(what, answer);
      const parsed = queryAnswer.safeParse(answer.body);
      if (!parsed.success) throw unreadable(what, answer);
      if (parsed.data.ResultCode === STILL_PROCESSING_RESULT_CODE) return { kind: 'pending' };
      return { kind: 'settled', resultCode: parsed.data.ResultCode, resultDesc: parsed.data.ResultDesc, merchantRequestId: parsed.data.MerchantRequestID };
    },

    async registerC2bUrls() {
      const what = 'the C2B URL registration';
      const answer = await post(
        '/mpesa/c2b/v2/registerurl',
        { ShortCode: settings.shortCode, ResponseType: 'Completed', ConfirmationURL: callbacks.c2bConfirmation, ValidationURL: callbacks.c2bValidation },
        what,
      );
      if (!isSuccess(answer) || !registerAnswer.safeParse(answer.body).success) throw refusal(what, answer);
    },

    async transactionStatus(transId, remarks) {
      const initiator = settings.initiator;
      if (!initiator) throw new RangeError('Transaction Status needs MPESA_INITIATOR_NAME and its credential');
      if (!/^[A-Z0-9]{1,20}$/.test(transId)) throw new RangeError('not an M-Pesa receipt');
      const what = 'the Transaction Status request';
      const answer = await post(
        '/mpesa/transactionstatus/v1/query',
        {
          Initiator: initiator.name,
          SecurityCredential: initiator.securityCredential,
          CommandID: 'TransactionStatusQuery',
          TransactionID: transId,
          PartyA: settings.shortCode,
          IdentifierType: '4',
          ResultURL: callbacks.statusResult,
          QueueTimeOutURL: callbacks.statusTimeout,
          Remarks: remarks.slice(0, 100) || 'Payment check',
          Occasion: '',
        },
        what,
      );
      if (!isSuccess(answer)) throw refusal(what, answer);
      const parsed = statusAnswer.safeParse(answer.body);
      if (!parsed.success) throw unreadable(what, answer);
      return { originatorConversationId: parsed.data.OriginatorConversationID, conversationId: parsed.data.ConversationID };
    },
  };
}

/** Whether `error` is Daraja refusing or not answering (as opposed to a bug of the caller). */
export function isDarajaError(error: unknown): error is DarajaError {
  return error instanceof DarajaError;
}

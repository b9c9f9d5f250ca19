// M-Pesa Express (STK push): POST /mpesa/stkpush/v1/processrequest puts a prompt on the phone.
// The phone then answers as scripted (at once), from the phone page, or times out.
import type { ServerResponse } from 'node:http';
import { checkStkCredentials } from './password';
import { answerPrompt } from './prompt-outcomes';
import type { Prompt, Simulator } from './state';
import { type JsonObject, checkoutRequestId, msisdnOf, requestId, sendDarajaError, sendInvalidField, sendJson, textOf } from './wire';

/** Daraja's documented limits (accepted beyond them unless enforceDocumentedLengths). */
export const ACCOUNT_REFERENCE_LIMIT = 12;
export const TRANSACTION_DESC_LIMIT = 13;
/** What the simulator takes at most, whatever the settings. */
const TEXT_CAP = 100;
/** M-Pesa's largest single payment, KES. */
const MAX_AMOUNT = 250_000;

const ACCEPTED = 'Success. Request accepted for processing';

function amountOf(value: unknown): number | null {
  const text = textOf(value);
  if (text === null || !/^\d+$/.test(text)) return null;
  const amount = Number(text);
  return amount >= 1 && amount <= MAX_AMOUNT ? amount : null;
}

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function handleStkPush(sim: Simulator, res: ServerResponse, body: JsonObject): void {
  const { config, state } = sim;
  if (!checkStkCredentials(sim, body, res)) return;
  const type = body.TransactionType;
  if (type !== 'CustomerBuyGoodsOnline' && type !== 'CustomerPayBillOnline') return sendInvalidField(res, 'TransactionType');
  const amount = amountOf(body.Amount);
  if (amount === null) return sendInvalidField(res, 'Amount');
  const partyA = msisdnOf(body.PartyA);
  if (partyA === null || textOf(body.PartyA) !== partyA) return sendInvalidField(res, 'PartyA');
  const partyB = textOf(body.PartyB);
  if (partyB !== (type === 'CustomerBuyGoodsOnline' ? config.till : config.shortCode)) return sendInvalidField(res, 'PartyB');
  const phone = msisdnOf(body.PhoneNumber);
  if (phone === null || textOf(body.PhoneNumber) !== phone) return sendInvalidField(res, 'PhoneNumber');
  if (!isUrl(body.CallBackURL)) return sendInvalidField(res, 'CallBackURL');
  const warnings: string[] = [];
  const account = body.AccountReference;
  const accountLimit = config.enforceDocumentedLengths ? ACCOUNT_REFERENCE_LIMIT : TEXT_CAP;
  if (typeof account !== 'string' || account.trim() === '' || account.length > accountLimit) return sendInvalidField(res, 'AccountReference');
  if (account.length > ACCOUNT_REFERENCE_LIMIT) warnings.push(`AccountReference has ${account.length} characters; Daraja documents at most ${ACCOUNT_REFERENCE_LIMIT}`);
  const description = body.TransactionDesc;
  const descriptionLimit = config.enforceDocumentedLengths ? TRANSACTION_DESC_LIMIT : TEXT_CAP;
  if (typeof description !== 'string' || description.trim() === '' || description.length > descriptionLimit) return sendInvalidField(res, 'TransactionDesc');
  if (description.length > TRANSACTION_DESC_LIMIT) warnings.push(`TransactionDesc has ${description.length} characters; Daraja documents at most ${TRANSACTION_DESC_LIMIT}`);

  if (state.prompts.some((prompt) => prompt.phone === phone && prompt.state === 'sent')) {
    sendDarajaError(res, 500, '500.001.1001', 'Unable to lock subscriber, a transaction is already in process for the current subscriber');
    return;
  }
  const now = new Date();
  let checkoutId = checkoutRequestId(now);
  while (state.prompt(checkoutId)) checkoutId = checkoutRequestId(now);
  const prompt: Prompt = {
    checkoutRequestId: checkoutId,
    merchantRequestId: requestId(),
    phone,
    amount,
    account,
    description,
    transactionType: type,
    partyB,
    callbackUrl: body.CallBackURL,
    state: 'sent',
    sentAt: now.toISOString(),
    settledAt: null,
    resultCode: null,
    resultDesc: null,
    receipt: null,
    paidAmount: null,
    warnings,
  };
  state.prompts.push(prompt);
  for (const warning of warnings) config.log(`warning: ${warning}`);
  config.log(`prompt ${checkoutId}: KES ${amount} to ${phone}, account "${account}"`);
  sendJson(res, 200, {
    MerchantRequestID: prompt.merchantRequestId,
    CheckoutRequestID: prompt.checkoutRequestId,
    ResponseCode: '0',
    ResponseDescription: ACCEPTED,
    CustomerMessage: ACCEPTED,
  });

  const script = state.scripts.get(phone);
  if (script) {
    state.scripts.delete(phone);
    state.later(script.answerAfterMs, () => void answerPrompt(sim, prompt, { ...script, pin: null }));
  } else {
    const timer = state.later(config.promptTimeoutMs, () => void answerPrompt(sim, prompt, { outcome: 'timeout' }));
    state.promptTimers.set(checkoutId, timer);
  }
}

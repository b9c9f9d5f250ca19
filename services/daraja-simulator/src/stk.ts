// M-Pesa Express (STK push): POST /mpesa/stkpush/v1/processrequest puts a prompt on the phone.
// The phone then answers as scripted (at once), from the phone page, or times out. A push to the
// wrong PartyB is accepted all the same and fails in its callback (SFC_IC0003), as Daraja does;
// so does a repeated one (17, stk-limits.ts). A script can delay the push's answer or drop it
// (phone-scripts.ts): the prompt is on the phone all the same.
import type { ServerResponse } from 'node:http';
import { checkStkCredentials } from './password';
import { answerPrompt, rejectPrompt } from './prompt-outcomes';
import { ruleLimited, subscriberLocked } from './stk-limits';
import type { Prompt, PushAnswer, Simulator } from './state';
import { type JsonObject, checkoutRequestId, msisdnOf, requestId, sendDarajaError, sendInvalidField, sendJson, textOf } from './wire';

/** Daraja's documented limits: longer ones are refused (taken with a warning when enforceDocumentedLengths is false). */
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
  if (partyB === null || !/^\d+$/.test(partyB)) return sendInvalidField(res, 'PartyB');
  // A well-formed PartyB that is not this TransactionType's (the till for Buy Goods, the store
  // number for Pay Bill): Daraja accepts the push, then its callback says SFC_IC0003.
  const operatorExists = partyB === (type === 'CustomerBuyGoodsOnline' ? config.till : config.shortCode);
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

  const now = new Date();
  if (subscriberLocked(sim, phone, now.getTime())) {
    sendDarajaError(res, 500, '500.001.1001', 'Unable to lock subscriber, a transaction is already in process for the current subscriber');
    return;
  }
  const duplicate = ruleLimited(sim, phone, amount, now.getTime());
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
  // No phone number and no account: the log holds nothing personal.
  config.log(`prompt ${checkoutId}: KES ${amount}`);
  const accepted = {
    MerchantRequestID: prompt.merchantRequestId,
    CheckoutRequestID: prompt.checkoutRequestId,
    ResponseCode: '0',
    ResponseDescription: ACCEPTED,
    CustomerMessage: ACCEPTED,
  };
  if (!operatorExists || duplicate) {
    sendJson(res, 200, accepted);
    return rejectPrompt(sim, prompt, operatorExists ? 'rule-limited' : 'operator-missing');
  }
  const script = state.scripts.get(phone);
  if (script) state.scripts.delete(phone);
  if (script?.outcome) {
    const outcome = script.outcome;
    state.later(script.answerAfterMs, () => void answerPrompt(sim, prompt, { ...script, outcome, pin: null }));
  } else {
    const timer = state.later(config.promptTimeoutMs, () => void answerPrompt(sim, prompt, { outcome: 'timeout' }));
    state.promptTimers.set(checkoutId, timer);
  }
  answerPush(sim, res, script?.pushAnswer ?? { kind: 'normal' }, accepted);
}

/** Answers the push as scripted: the prompt is on the phone whatever becomes of this answer. */
function answerPush(sim: Simulator, res: ServerResponse, pushAnswer: PushAnswer, body: JsonObject): void {
  switch (pushAnswer.kind) {
    case 'normal':
      return sendJson(res, 200, body);
    case 'delay':
      sim.state.later(pushAnswer.delayMs, () => {
        // The client may have given up and closed the connection: then there is no one to answer.
        if (!res.socket?.destroyed) sendJson(res, 200, body);
      });
      return;
    case 'reset':
      sim.config.log('push answer dropped (scripted): the connection is reset');
      res.socket?.destroy();
      return;
  }
}

// The scripting API under /simulator/ (docs/payments.md, "The Daraja simulator"): how a phone
// answers next, the phone page's buttons, till payments by hand, the callback log and replays,
// settings and reset. Errors are `{ error }` with 400, 404 or 409.
import type { ServerResponse } from 'node:http';
import { resendCallback } from './callbacks';
import { payTill } from './c2b';
import { answerPrompt } from './prompt-outcomes';
import { CALLBACK_MODES, type CallbackMode, OUTCOMES, type Outcome, type Prompt, type Simulator } from './state';
import { type JsonObject, msisdnOf, sendJson } from './wire';

const isWholeAmount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;
const isDelay = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 600_000;

/** A prompt as the list and the phone page show it. */
export function promptView(sim: Simulator, prompt: Prompt) {
  return {
    checkoutRequestId: prompt.checkoutRequestId,
    merchantRequestId: prompt.merchantRequestId,
    state: prompt.state,
    amount: prompt.amount,
    paidAmount: prompt.paidAmount,
    phone: prompt.phone,
    account: prompt.account,
    description: prompt.description,
    transactionType: prompt.transactionType,
    partyB: prompt.partyB,
    business: sim.config.businessName,
    receipt: prompt.receipt,
    resultCode: prompt.resultCode,
    resultDesc: prompt.resultDesc,
    sentAt: prompt.sentAt,
    settledAt: prompt.settledAt,
    warnings: prompt.warnings,
  };
}

function scriptPhone(sim: Simulator, res: ServerResponse, phoneParam: string, body: JsonObject): void {
  const phone = msisdnOf(phoneParam);
  if (!phone) return sendJson(res, 400, { error: 'The phone is not a Kenyan mobile number (2547XXXXXXXX)' });
  const outcome = body.outcome as Outcome;
  if (!OUTCOMES.includes(outcome)) return sendJson(res, 400, { error: `outcome is one of ${OUTCOMES.join(', ')}` });
  const callback = (body.callback ?? 'once') as CallbackMode;
  if (!CALLBACK_MODES.includes(callback)) return sendJson(res, 400, { error: `callback is one of ${CALLBACK_MODES.join(', ')}` });
  if (callback === 'late' && !isDelay(body.lateMs)) return sendJson(res, 400, { error: 'a late callback needs lateMs (0 to 600000)' });
  if (body.paidAmount !== undefined && body.paidAmount !== null && !isWholeAmount(body.paidAmount)) return sendJson(res, 400, { error: 'paidAmount is a whole number of shillings' });
  if (body.answerAfterMs !== undefined && !isDelay(body.answerAfterMs)) return sendJson(res, 400, { error: 'answerAfterMs is 0 to 600000' });
  const script = {
    outcome,
    callback,
    lateMs: isDelay(body.lateMs) ? body.lateMs : 0,
    paidAmount: isWholeAmount(body.paidAmount) ? body.paidAmount : null,
    answerAfterMs: isDelay(body.answerAfterMs) ? body.answerAfterMs : sim.config.scriptedAnswerMs,
  };
  sim.state.scripts.set(phone, script);
  sendJson(res, 200, { phone, ...script });
}

async function actOnPrompt(sim: Simulator, res: ServerResponse, id: string, action: string, body: JsonObject): Promise<void> {
  const prompt = sim.state.prompt(id);
  if (!prompt) return sendJson(res, 404, { error: 'No such prompt' });
  if (prompt.state !== 'sent') return sendJson(res, 409, { error: `The prompt is ${prompt.state} already`, prompt: promptView(sim, prompt) });
  if (action === 'approve') {
    if (body.pin !== undefined && typeof body.pin !== 'string') return sendJson(res, 400, { error: 'pin is a string' });
    await answerPrompt(sim, prompt, { outcome: 'approve', pin: body.pin ?? null });
  } else {
    await answerPrompt(sim, prompt, { outcome: action === 'cancel' ? 'cancel' : 'timeout' });
  }
  sendJson(res, 200, promptView(sim, prompt));
}

async function tillPayment(sim: Simulator, res: ServerResponse, body: JsonObject): Promise<void> {
  const phone = msisdnOf(body.phone);
  if (!phone) return sendJson(res, 400, { error: 'phone is a Kenyan mobile number (2547XXXXXXXX or 07XXXXXXXX)' });
  if (!isWholeAmount(body.amount) || body.amount > 250_000) return sendJson(res, 400, { error: 'amount is a whole number of shillings, 1 to 250000' });
  const account = body.account ?? '';
  if (typeof account !== 'string' || account.length > 100) return sendJson(res, 400, { error: 'account is text' });
  if (body.confirmAfterMs !== undefined && !isDelay(body.confirmAfterMs)) return sendJson(res, 400, { error: 'confirmAfterMs is 0 to 600000' });
  const balance = sim.state.balanceOf(phone);
  if (balance !== null && body.amount > balance) return sendJson(res, 409, { error: 'The balance is insufficient for the transaction.', code: 'insufficient-funds' });
  sendJson(res, 200, await payTill(sim, phone, body.amount, account.trim(), isDelay(body.confirmAfterMs) ? body.confirmAfterMs : 0));
}

function changeSettings(sim: Simulator, res: ServerResponse, body: JsonObject): void {
  const { settings } = sim.state;
  if (body.c2bForPrompts !== undefined && typeof body.c2bForPrompts !== 'boolean') return sendJson(res, 400, { error: 'c2bForPrompts is true or false' });
  const balance = body.balance;
  const balanceOk =
    balance === undefined ||
    balance === null ||
    (typeof balance === 'number' && balance >= 0) ||
    (typeof balance === 'object' && !Array.isArray(balance) && Object.entries(balance).every(([phone, value]) => msisdnOf(phone) && typeof value === 'number' && value >= 0));
  if (!balanceOk) return sendJson(res, 400, { error: 'balance is a number (every phone), { "2547…": number } (per phone) or null (unlimited)' });
  if (typeof body.c2bForPrompts === 'boolean') settings.c2bForPrompts = body.c2bForPrompts;
  if (balance === null) {
    settings.defaultBalance = null;
    settings.balances.clear();
  } else if (typeof balance === 'number') {
    settings.defaultBalance = balance;
  } else if (balance && typeof balance === 'object' && !Array.isArray(balance)) {
    for (const [phone, value] of Object.entries(balance)) settings.balances.set(msisdnOf(phone)!, value as number);
  }
  sendSettings(sim, res);
}

function sendSettings(sim: Simulator, res: ServerResponse): void {
  const { settings } = sim.state;
  sendJson(res, 200, { c2bForPrompts: settings.c2bForPrompts, balance: settings.defaultBalance, balances: Object.fromEntries(settings.balances) });
}

/** Answers a /simulator/ call; false when no such call. */
export async function handleControl(sim: Simulator, method: string, path: string, url: URL, res: ServerResponse, body: () => Promise<JsonObject>): Promise<boolean> {
  const { state } = sim;
  let match: RegExpExecArray | null;
  if (method === 'GET' && path === '/simulator/prompts') {
    const phone = url.searchParams.get('phone');
    const wanted = phone ? msisdnOf(phone) : null;
    const prompts = state.prompts.filter((prompt) => !phone || prompt.phone === wanted).reverse();
    sendJson(res, 200, { prompts: prompts.map((prompt) => promptView(sim, prompt)) });
  } else if (method === 'POST' && (match = /^\/simulator\/phones\/([^/]+)\/next$/.exec(path))) {
    scriptPhone(sim, res, decodeURIComponent(match[1]!), await body());
  } else if (method === 'POST' && (match = /^\/simulator\/prompts\/([^/]+)\/(approve|cancel|timeout)$/.exec(path))) {
    await actOnPrompt(sim, res, decodeURIComponent(match[1]!), match[2]!, await body());
  } else if (method === 'POST' && path === '/simulator/till-payments') {
    await tillPayment(sim, res, await body());
  } else if (method === 'GET' && path === '/simulator/till-payments') {
    sendJson(res, 200, { payments: [...state.payments].reverse() });
  } else if (method === 'GET' && path === '/simulator/callbacks') {
    sendJson(res, 200, { callbacks: state.callbacks });
  } else if (method === 'POST' && (match = /^\/simulator\/callbacks\/(\d+)\/resend$/.exec(path))) {
    const sent = resendCallback(sim, Number(match[1]));
    if (!sent) sendJson(res, 404, { error: 'No such callback' });
    else sendJson(res, 200, await sent);
  } else if (method === 'GET' && path === '/simulator/settings') {
    sendSettings(sim, res);
  } else if (method === 'POST' && path === '/simulator/settings') {
    changeSettings(sim, res, await body());
  } else if (method === 'POST' && path === '/simulator/reset') {
    state.reset();
    sim.config.log('reset');
    sendJson(res, 200, { reset: true });
  } else {
    return false;
  }
  return true;
}

// The scripting API under /simulator/ (docs/payments.md, "The Daraja simulator"): how a phone
// answers next, the phone page's buttons, till payments by hand and what is known of a payment,
// the till's statement, the callback log and replays, the C2B URLs, the certificate, settings
// (settings.ts) and reset. Errors are `{ error }` with 400, 404 or 409.
import type { ServerResponse } from 'node:http';
import { resendCallback } from './callbacks';
import { payTill } from './c2b';
import { paymentOf, paymentView } from './payment-view';
import { scriptPhone } from './phone-scripts';
import { answerPrompt } from './prompt-outcomes';
import { deleteRegistration } from './register-url';
import { changeSettings, sendSettings } from './settings';
import { sendStatement } from './statement';
import type { Prompt, Simulator } from './state';
import { isDelay, isWholeAmount } from './values';
import { type JsonObject, msisdnOf, sendJson } from './wire';


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

/** A Buy Goods payer types no account: one given is ignored, and the answer says so. */
const IGNORED_ACCOUNT = 'account is used with payBill: true only (a Buy Goods payer types no account); it was ignored';

async function tillPayment(sim: Simulator, res: ServerResponse, body: JsonObject): Promise<void> {
  const phone = msisdnOf(body.phone);
  if (!phone) return sendJson(res, 400, { error: 'phone is a Kenyan mobile number (2547XXXXXXXX or 07XXXXXXXX)' });
  if (!isWholeAmount(body.amount) || body.amount > 250_000) return sendJson(res, 400, { error: 'amount is a whole number of shillings, 1 to 250000' });
  if (body.payBill !== undefined && typeof body.payBill !== 'boolean') return sendJson(res, 400, { error: 'payBill is true or false' });
  const account = body.account ?? '';
  if (typeof account !== 'string' || account.length > 100) return sendJson(res, 400, { error: 'account is text' });
  if (body.confirmAfterMs !== undefined && !isDelay(body.confirmAfterMs)) return sendJson(res, 400, { error: 'confirmAfterMs is 0 to 600000' });
  const balance = sim.state.balanceOf(phone);
  if (balance !== null && body.amount > balance) return sendJson(res, 409, { error: 'The balance is insufficient for the transaction.', code: 'insufficient-funds' });
  const kind = body.payBill === true ? 'pay-bill' : 'buy-goods';
  const outcome = await payTill(sim, { phone, amount: body.amount, kind, account: account.trim(), confirmAfterMs: isDelay(body.confirmAfterMs) ? body.confirmAfterMs : 0 });
  sendJson(res, 200, kind === 'buy-goods' && account.trim() !== '' ? { ...outcome, warnings: [IGNORED_ACCOUNT] } : outcome);
}

/** The certificate a SecurityCredential is encrypted with, as Safaricom's is downloaded: PEM. */
function sendCertificate(res: ServerResponse, pem: string): void {
  res.writeHead(200, { 'content-type': 'application/x-pem-file', 'content-length': Buffer.byteLength(pem), 'content-disposition': 'inline; filename="simulator.cer"' });
  res.end(pem);
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
  } else if (method === 'GET' && (match = /^\/simulator\/payments\/([^/]+)$/.exec(path))) {
    const payment = paymentOf(sim, decodeURIComponent(match[1]!));
    if (!payment) sendJson(res, 404, { error: 'No such payment' });
    else sendJson(res, 200, paymentView(sim, payment));
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
  } else if (method === 'GET' && path === '/simulator/statement.csv') {
    sendStatement(sim, res, url);
  } else if (method === 'GET' && path === '/simulator/certificate') {
    sendCertificate(res, sim.initiator.certificatePem());
  } else if (method === 'GET' && path === '/simulator/c2b') {
    sendJson(res, 200, { c2b: state.c2b });
  } else if (method === 'DELETE' && path === '/simulator/c2b') {
    sendJson(res, 200, { deleted: deleteRegistration(sim) });
  } else if (method === 'POST' && path === '/simulator/reset') {
    state.reset();
    sim.config.log('reset');
    sendJson(res, 200, { reset: true });
  } else {
    return false;
  }
  return true;
}

// POST /simulator/phones/:msisdn/next: how a phone's next prompt goes. `outcome` is what the phone
// does (at once, after answerAfterMs) and how its callback travels; `pushAnswer` is what the push
// that puts it there gets back: at once (`normal`), `{ delayMs }` later (the prompt is already on
// the phone, so a client with a shorter timeout gives up on a prompt that is there), or never
// (`reset`: the connection is destroyed). Without an outcome the phone answers as usual.
import type { ServerResponse } from 'node:http';
import { CALLBACK_MODES, type CallbackMode, OUTCOMES, type Outcome, type PushAnswer, type Script, type Simulator } from './state';
import { isDelay, isWholeAmount } from './values';
import { type Json, type JsonObject, msisdnOf, sendJson } from './wire';

/** `pushAnswer` as the API writes it, or null when it is none of its forms. */
function pushAnswerOf(value: Json | undefined): PushAnswer | null {
  if (value === undefined || value === 'normal') return { kind: 'normal' };
  if (value === 'reset') return { kind: 'reset' };
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && isDelay(value.delayMs)) return { kind: 'delay', delayMs: value.delayMs };
  return null;
}

/** `pushAnswer` in the API's words. */
export const pushAnswerView = (answer: PushAnswer): Json => (answer.kind === 'delay' ? { delayMs: answer.delayMs } : answer.kind);

export function scriptPhone(sim: Simulator, res: ServerResponse, phoneParam: string, body: JsonObject): void {
  const phone = msisdnOf(phoneParam);
  if (!phone) return sendJson(res, 400, { error: 'The phone is not a Kenyan mobile number (2547XXXXXXXX)' });
  const pushAnswer = pushAnswerOf(body.pushAnswer);
  if (!pushAnswer) return sendJson(res, 400, { error: 'pushAnswer is "normal", "reset" or { "delayMs": 0 to 600000 }' });
  const outcome = body.outcome === undefined && body.pushAnswer !== undefined ? null : (body.outcome as Outcome);
  if (outcome !== null && !OUTCOMES.includes(outcome)) return sendJson(res, 400, { error: `outcome is one of ${OUTCOMES.join(', ')}` });
  const callback = (body.callback ?? 'once') as CallbackMode;
  if (!CALLBACK_MODES.includes(callback)) return sendJson(res, 400, { error: `callback is one of ${CALLBACK_MODES.join(', ')}` });
  if (callback === 'late' && !isDelay(body.lateMs)) return sendJson(res, 400, { error: 'a late callback needs lateMs (0 to 600000)' });
  if (body.paidAmount !== undefined && body.paidAmount !== null && !isWholeAmount(body.paidAmount)) return sendJson(res, 400, { error: 'paidAmount is a whole number of shillings' });
  if (body.answerAfterMs !== undefined && !isDelay(body.answerAfterMs)) return sendJson(res, 400, { error: 'answerAfterMs is 0 to 600000' });
  const script: Script = {
    outcome,
    callback,
    lateMs: isDelay(body.lateMs) ? body.lateMs : 0,
    paidAmount: isWholeAmount(body.paidAmount) ? body.paidAmount : null,
    answerAfterMs: isDelay(body.answerAfterMs) ? body.answerAfterMs : sim.config.scriptedAnswerMs,
    pushAnswer,
  };
  sim.state.scripts.set(phone, script);
  sendJson(res, 200, { phone, ...script, pushAnswer: pushAnswerView(pushAnswer) });
}

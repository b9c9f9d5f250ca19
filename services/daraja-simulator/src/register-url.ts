// C2B URL registration: POST /mpesa/c2b/v2/registerurl maps the shop's validation and
// confirmation URLs to its store number. Production takes them once: registering again answers
// 500.003.1001 "Urls are already registered." and keeps the first URLs until they are deleted in
// Daraja's portal (DELETE /simulator/c2b here). The sandbox answers Success every time
// (settings.registration `always`).
import type { ServerResponse } from 'node:http';
import type { Simulator } from './state';
import { type JsonObject, requestId, sendDarajaError, sendInvalidField, sendJson, textOf } from './wire';

/** Words Daraja refuses in a registered URL, in any case. */
const FORBIDDEN_IN_URLS = /m-?pesa|safaricom|exe|cmd|sql|query/i;

const isCallbackUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || FORBIDDEN_IN_URLS.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export function handleRegisterUrl(sim: Simulator, res: ServerResponse, body: JsonObject): void {
  if (textOf(body.ShortCode) !== sim.config.shortCode) return sendInvalidField(res, 'ShortCode');
  if (body.ResponseType !== 'Completed' && body.ResponseType !== 'Cancelled') return sendInvalidField(res, 'ResponseType');
  if (!isCallbackUrl(body.ConfirmationURL)) return sendInvalidField(res, 'ConfirmationURL');
  if (!isCallbackUrl(body.ValidationURL)) return sendInvalidField(res, 'ValidationURL');
  if (sim.state.c2b && sim.state.settings.registration === 'once') {
    sim.config.log('C2B URLs already registered: the first ones are kept');
    return sendDarajaError(res, 500, '500.003.1001', 'Urls are already registered.');
  }
  sim.state.c2b = {
    shortCode: sim.config.shortCode,
    responseType: body.ResponseType,
    confirmationUrl: body.ConfirmationURL,
    validationUrl: body.ValidationURL,
  };
  // Only the origin: a shop's callback paths hold its secret.
  sim.config.log(`C2B URLs registered for ${new URL(body.ConfirmationURL).origin} (${body.ResponseType})`);
  sendJson(res, 200, { OriginatorCoversationID: requestId(), ResponseCode: '0', ResponseDescription: 'Success' });
}

/** What deleting the URLs in Daraja's portal does: they can be registered again. */
export function deleteRegistration(sim: Simulator): boolean {
  const had = sim.state.c2b !== null;
  sim.state.c2b = null;
  if (had) sim.config.log('C2B URLs deleted');
  return had;
}

// The credentials in an STK body: the store number, the timestamp (EAT, close to now) and the
// password, base64(BusinessShortCode + passkey + Timestamp).
import type { ServerResponse } from 'node:http';
import type { Simulator } from './state';
import { type JsonObject, parseEatStamp, sendInvalidField, textOf } from './wire';

/** How far a Timestamp may be from the simulator's clock. */
export const TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;

export const stkPassword = (shortCode: string, passkey: string, timestamp: string): string =>
  Buffer.from(`${shortCode}${passkey}${timestamp}`).toString('base64');

/** Checks BusinessShortCode, Timestamp and Password; answers Daraja's 400 and returns false when one is wrong. */
export function checkStkCredentials(sim: Simulator, body: JsonObject, res: ServerResponse): boolean {
  const shortCode = textOf(body.BusinessShortCode);
  if (shortCode !== sim.config.shortCode) {
    sendInvalidField(res, 'BusinessShortCode');
    return false;
  }
  const timestamp = textOf(body.Timestamp);
  const at = timestamp === null ? null : parseEatStamp(timestamp);
  if (timestamp === null || at === null || Math.abs(at.getTime() - Date.now()) > TIMESTAMP_TOLERANCE_MS) {
    sendInvalidField(res, 'Timestamp');
    return false;
  }
  if (body.Password !== stkPassword(shortCode, sim.config.passkey, timestamp)) {
    sendInvalidField(res, 'Password');
    return false;
  }
  return true;
}

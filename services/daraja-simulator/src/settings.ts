// POST /simulator/settings: what a test changes while the simulator runs (balances, whether a
// prompt's payment is also confirmed by C2B, the quirks it can switch off). Reset restores the
// values the simulator was started with.
import type { ServerResponse } from 'node:http';
import { CONFIRMATION_STYLES, type ConfirmationStyle, REGISTRATIONS, type Registration, type Simulator } from './state';
import { type JsonObject, msisdnOf, sendJson } from './wire';

type Check = (body: JsonObject) => string | null;

/** A span of time in ms, up to an hour. */
const isSpan = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 3_600_000;

const CHECKS: Check[] = [
  (body) => (body.c2bForPrompts !== undefined && typeof body.c2bForPrompts !== 'boolean' ? 'c2bForPrompts is true or false' : null),
  (body) => {
    const balance = body.balance;
    const ok =
      balance === undefined ||
      balance === null ||
      (typeof balance === 'number' && balance >= 0) ||
      (typeof balance === 'object' && !Array.isArray(balance) && Object.entries(balance).every(([phone, value]) => msisdnOf(phone) && typeof value === 'number' && value >= 0));
    return ok ? null : 'balance is a number (every phone), { "2547…": number } (per phone) or null (unlimited)';
  },
  (body) => (body.registration !== undefined && !REGISTRATIONS.includes(body.registration as Registration) ? `registration is one of ${REGISTRATIONS.join(', ')}` : null),
  (body) => (body.duplicateWindowMs !== undefined && !isSpan(body.duplicateWindowMs) ? 'duplicateWindowMs is 0 to 3600000' : null),
  (body) => (body.subscriberLockMs !== undefined && !isSpan(body.subscriberLockMs) ? 'subscriberLockMs is 0 to 3600000' : null),
  (body) =>
    body.confirmationStyle !== undefined && !CONFIRMATION_STYLES.includes(body.confirmationStyle as ConfirmationStyle) ? `confirmationStyle is one of ${CONFIRMATION_STYLES.join(', ')}` : null,
];

export function changeSettings(sim: Simulator, res: ServerResponse, body: JsonObject): void {
  for (const check of CHECKS) {
    const error = check(body);
    if (error) return sendJson(res, 400, { error });
  }
  const { settings } = sim.state;
  if (typeof body.c2bForPrompts === 'boolean') settings.c2bForPrompts = body.c2bForPrompts;
  const balance = body.balance;
  if (balance === null) {
    settings.defaultBalance = null;
    settings.balances.clear();
  } else if (typeof balance === 'number') {
    settings.defaultBalance = balance;
  } else if (balance && typeof balance === 'object' && !Array.isArray(balance)) {
    for (const [phone, value] of Object.entries(balance)) settings.balances.set(msisdnOf(phone)!, value as number);
  }
  if (body.registration !== undefined) settings.registration = body.registration as Registration;
  if (isSpan(body.duplicateWindowMs)) settings.duplicateWindowMs = body.duplicateWindowMs;
  if (isSpan(body.subscriberLockMs)) settings.subscriberLockMs = body.subscriberLockMs;
  if (body.confirmationStyle !== undefined) settings.confirmationStyle = body.confirmationStyle as ConfirmationStyle;
  sendSettings(sim, res);
}

export function sendSettings(sim: Simulator, res: ServerResponse): void {
  const { settings } = sim.state;
  sendJson(res, 200, {
    c2bForPrompts: settings.c2bForPrompts,
    balance: settings.defaultBalance,
    balances: Object.fromEntries(settings.balances),
    registration: settings.registration,
    duplicateWindowMs: settings.duplicateWindowMs,
    subscriberLockMs: settings.subscriberLockMs,
    confirmationStyle: settings.confirmationStyle,
  });
}

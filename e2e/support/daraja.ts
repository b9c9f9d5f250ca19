// The e2e stack's M-Pesa: the Daraja simulator (services/daraja-simulator/, docs/payments.md) on the
// suite's block of ports, scripted as the shopper's phone and the shop's till.
import { PORT_BASE } from './origins';
import { STACK_CONTROL_PORT } from './stack';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the repository's CommonJS list
const { darajaSimulatorPort, portBase } = require('../../config/apps.cjs') as { darajaSimulatorPort: number; portBase: number };

/** The simulator's origin in the suite's block. */
export const DARAJA = `http://localhost:${PORT_BASE + darajaSimulatorPort - portBase}`;

/** How the phone answers its next prompt (the simulator's `POST /simulator/phones/:msisdn/next`). */
export interface ScriptedAnswer {
  outcome: 'approve' | 'cancel' | 'timeout' | 'insufficient-funds' | 'wrong-pin';
  callback?: 'once' | 'lost' | 'thrice' | 'late';
  lateMs?: number;
  paidAmount?: number;
}

/** A prompt as the simulator's phone holds it. */
export interface SimulatedPrompt {
  checkoutRequestId: string;
  state: string;
  amount: number;
  phone: string;
  account: string;
  receipt?: string | null;
}

async function simulator<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${DARAJA}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The Daraja simulator's ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** 2547XXXXXXXX, as M-Pesa writes a phone, from +2547XXXXXXXX. */
export const msisdnOf = (phoneE164: string) => phoneE164.replace(/^\+/, '');

/** Scripts how `phone` answers its next prompt, at once, with no one at the phone page. */
export const scriptNextPrompt = (phoneE164: string, answer: ScriptedAnswer) => simulator(`/simulator/phones/${msisdnOf(phoneE164)}/next`, answer);

/** The prompts sent to `phone`, newest first. */
export async function promptsTo(phoneE164: string): Promise<SimulatedPrompt[]> {
  const answer = await simulator<{ prompts: SimulatedPrompt[] } | SimulatedPrompt[]>(`/simulator/prompts?phone=${msisdnOf(phoneE164)}`);
  return Array.isArray(answer) ? answer : answer.prompts;
}

/** Approves a prompt with the simulator's PIN, as the shopper does on the phone. */
export const approvePrompt = (checkoutRequestId: string, pin = '1234') => simulator(`/simulator/prompts/${checkoutRequestId}/approve`, { pin });

/**
 * Pays the till by hand, as the spec's instructions say (Lipa na M-Pesa, Buy Goods: no account is
 * typed); its receipt number, the code of the shopper's SMS. `confirmAfterMs`: the shop hears of
 * it that much later (a confirmation lost, when it is later than the journey).
 */
export async function payTillByHand(phoneE164: string, amount: number, options: { confirmAfterMs?: number } = {}): Promise<string> {
  const { transId } = await simulator<{ transId: string }>('/simulator/till-payments', { phone: msisdnOf(phoneE164), amount, ...options });
  return transId;
}

/** The till's statement as M-Pesa's organisation portal exports it (CSV), of the payments since `from`. */
export async function tillStatement(from: Date): Promise<string> {
  const response = await fetch(`${DARAJA}/simulator/statement.csv?from=${encodeURIComponent(from.toISOString())}`);
  if (!response.ok) throw new Error(`The Daraja simulator's statement answered ${response.status}`);
  return response.text();
}

/** Kills the order service (SIGKILL), as a crash would, leaving it down until startOrderService. */
export async function killOrderService(): Promise<void> {
  const response = await fetch(`http://localhost:${STACK_CONTROL_PORT}/kill/orders`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not kill the order service: ${await response.text()}`);
}

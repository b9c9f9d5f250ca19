// Sending Daraja's callbacks: a JSON POST with a 10 s timeout, each one logged with the answer
// (GET /simulator/callbacks) and sendable again (a replay). An unreachable URL is logged, never thrown.
import type { CallbackKind, CallbackRecord, Simulator } from './state';

const CALLBACK_TIMEOUT_MS = 10_000;
/** How much of an answer the log keeps. */
const ANSWER_LIMIT = 2048;

/** POSTs `raw` (JSON text) to `url` and logs it; resolves once answered, failed or timed out. */
export async function sendCallback(sim: Simulator, kind: CallbackKind, url: string, raw: string, resendOf: number | null = null): Promise<CallbackRecord> {
  const record: CallbackRecord = {
    index: sim.state.callbacks.length,
    kind,
    url,
    body: JSON.parse(raw) as unknown,
    raw,
    status: null,
    answer: null,
    error: null,
    sentAt: new Date().toISOString(),
    answeredAt: null,
    resendOf,
  };
  const log = sim.state.callbacks;
  log.push(record);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw,
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    record.status = response.status;
    record.answer = (await response.text()).slice(0, ANSWER_LIMIT);
    record.answeredAt = new Date().toISOString();
  } catch (error) {
    record.error = error instanceof Error ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}` : String(error);
  }
  // After a reset the record is no longer in the log: nothing to say about it.
  if (sim.state.callbacks === log) {
    sim.config.log(`callback ${record.index} ${kind} → ${new URL(url).origin}: ${record.status ?? record.error}`);
  }
  return record;
}

/** Sends a logged callback again, as a new entry of the log. */
export function resendCallback(sim: Simulator, index: number): Promise<CallbackRecord> | null {
  const record = sim.state.callbacks[index];
  return record ? sendCallback(sim, record.kind, record.url, record.raw, index) : null;
}

// The limits M-Pesa puts on prompts to one phone. While a prompt is on the phone, and for
// subscriberLockMs after it ends, a push answers 500.001.1001 "Unable to lock subscriber" (users
// report waiting a minute or two before a retry goes through). A second prompt for the same amount
// to the same phone within duplicateWindowMs of the first's request is accepted, then fails in its
// callback with 17 "Rule limited." (users report two minutes).
import { type Prompt, SYSTEM_ENDINGS, type Simulator, type SystemEnding } from './state';

/** Whether the prompt reached the phone (a push Daraja ended by itself never did). */
const reachedPhone = (prompt: Prompt) => !SYSTEM_ENDINGS.includes(prompt.state as SystemEnding);

const promptsOnPhone = (sim: Simulator, phone: string) => sim.state.prompts.filter((prompt) => prompt.phone === phone && reachedPhone(prompt));

/** Whether a push to `phone` now meets a locked subscriber: a prompt open, or one ended under subscriberLockMs ago. */
export function subscriberLocked(sim: Simulator, phone: string, now: number): boolean {
  const { subscriberLockMs } = sim.state.settings;
  return promptsOnPhone(sim, phone).some((prompt) => prompt.state === 'sent' || (prompt.settledAt !== null && now - Date.parse(prompt.settledAt) < subscriberLockMs));
}

/** Whether a prompt for `amount` to `phone` repeats one requested under duplicateWindowMs ago. */
export function ruleLimited(sim: Simulator, phone: string, amount: number, now: number): boolean {
  const { duplicateWindowMs } = sim.state.settings;
  return promptsOnPhone(sim, phone).some((prompt) => prompt.amount === amount && now - Date.parse(prompt.sentAt) < duplicateWindowMs);
}

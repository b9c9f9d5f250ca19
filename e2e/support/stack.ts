import { expect, type Page } from '@playwright/test';

/** The control server of support/shop-stack.mjs. */
export const STACK_CONTROL_PORT = 3099;

export type RemoteName = 'catalog' | 'checkout' | 'content' | 'nopf';

async function control(action: 'stop' | 'start' | 'hang', remote: RemoteName): Promise<void> {
  const response = await fetch(`http://localhost:${STACK_CONTROL_PORT}/${action}/${remote}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not ${action} ${remote}: ${await response.text()}`);
}

/** Stops one remote's server, as when its deployment is down. */
export const stopRemote = (remote: RemoteName) => control('stop', remote);
/** Starts one remote's server again (its production build, as `npm start` serves it). */
export const startRemote = (remote: RemoteName) => control('start', remote);
/** Replaces one remote's server by one that accepts connections and never answers. */
export const hangRemote = (remote: RemoteName) => control('hang', remote);

/** Opens a page of the shop with an empty cart and waits for its region to settle. */
export async function openShop(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0, { timeout: 10_000 });
}

/**
 * An order as it arrived on the wire: the journeys compare it with what they expect, field by
 * field, so only what they read needs a type here (the contract is mf-checkout's OrderSubmission).
 */
export type ReceivedOrder = Record<string, unknown> & { orderId: string; paymentDate: string; lines: unknown[] };

/** The orders the stand-in order service received, oldest first. */
export async function receivedOrders(): Promise<ReceivedOrder[]> {
  const response = await fetch(`http://localhost:${STACK_CONTROL_PORT}/orders`);
  return (await response.json()) as ReceivedOrder[];
}

/** How the stand-in order service answers from now on; 'reset' also forgets what it received. */
export async function ordersWill(mode: 'accept' | 'fail' | 'slow' | 'reset'): Promise<void> {
  const response = await fetch(`http://localhost:${STACK_CONTROL_PORT}/orders/${mode}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not set the order receiver to ${mode}`);
}

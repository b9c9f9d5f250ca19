import { expect, type Locator, type Page } from '@playwright/test';
import { PORT_BASE, STACK_CONTROL_OFFSET } from './origins';
import { readAsOffice } from './office';

/** The control server of support/shop-stack.mjs, in the suite's block of ports. */
export const STACK_CONTROL_PORT = PORT_BASE + STACK_CONTROL_OFFSET;

export type RemoteName = 'catalog' | 'checkout' | 'content' | 'nopf' | 'office';
export type AppName = 'shell' | RemoteName;
export const APP_NAMES: readonly AppName[] = ['shell', 'catalog', 'checkout', 'content', 'nopf', 'office'];

async function control(action: 'stop' | 'start' | 'hang' | 'redeploy', app: AppName, query = ''): Promise<void> {
  const response = await fetch(`http://localhost:${STACK_CONTROL_PORT}/${action}/${app}${query}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not ${action} ${app}: ${await response.text()}`);
}

/** Stops one remote's server, as when its deployment is down. */
export const stopRemote = (remote: RemoteName) => control('stop', remote);
/** Starts one remote's server again (its production build, as `npm start` serves it). */
export const startRemote = (remote: RemoteName) => control('start', remote);
/** Replaces one remote's server by one that accepts connections and never answers. */
export const hangRemote = (remote: RemoteName) => control('hang', remote);
/** Stops every app's server, the shell's too: the shop's origins are unreachable. */
export const stopAllApps = () => Promise.all(APP_NAMES.map((app) => control('stop', app)));
/** Starts every app's server again. */
export const startAllApps = () => Promise.all(APP_NAMES.map((app) => control('start', app)));
/**
 * Deploys a new build of one remote: its current build with `from` replaced by `to` in the
 * chunks, which get new content-hashed names (support/redeployed-build.mjs).
 * `startRemote` goes back to the real build.
 */
export const redeployRemote = (remote: RemoteName, from: string, to: string) =>
  control('redeploy', remote, `?${new URLSearchParams({ from, to }).toString()}`);

/** Opens a page of the shop with an empty cart and waits for its region to settle. */
export async function openShop(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0, { timeout: 10_000 });
  await waitUntilLive(page);
}

/**
 * Waits until React has taken over the page's HTML (hydrated it): the page arrives readable
 * before its scripts, and a click before then does nothing a journey could check. React
 * hydrates in slices: the shell marks the chrome live (`data-live` on <html>) once it is
 * hydrated, and React marks the elements it owns with a `__reactFiber…` key (the page's region).
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const content = document.querySelector('main > *');
      return document.documentElement.hasAttribute('data-live') && content !== null && Object.keys(content).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 10_000 },
  );
}

/** The owner's token of the e2e stack's order service, for scripts reading the CSV (a test value, set by playwright.config.ts). */
export const OWNER_API_TOKEN = 'e2e-owner-token-not-a-secret-0123456789';

async function controlService(action: 'stop' | 'start' | 'hang'): Promise<void> {
  const response = await fetch(`http://localhost:${STACK_CONTROL_PORT}/${action}/orders`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not ${action} the order service: ${await response.text()}`);
}

/** Stops the order service (the shell then answers /api/ with 503), as when it is down. */
export const stopOrderService = () => controlService('stop');
/** Starts the order service again, on the same database. */
export const startOrderService = () => controlService('start');
/** Replaces the order service by a server that accepts connections and never answers. */
export const hangOrderService = () => controlService('hang');

/**
 * An order as the back office shows it (services/order-service, `ownerView`): only what the journeys
 * read is typed here.
 */
export type StoredOrder = Record<string, unknown> & { orderId: string; total: number; status: string; lines: unknown[] };

/** The IDs of the orders the shop stored, newest first, as the back office lists them (at most 100). */
export async function storedOrderIds(): Promise<string[]> {
  return (await readAsOffice<{ orders: { orderId: string }[] }>('/api/office/orders?pageSize=100')).orders.map((order) => order.orderId);
}

/** A contact message as the back office shows it: what the journeys read. */
export type StoredMessage = { name: string; email: string; productInterest: string | null; message: string };

/** The contact messages the shop stored, newest first. */
export async function storedMessages(): Promise<StoredMessage[]> {
  return (await readAsOffice<{ messages: StoredMessage[] }>('/api/office/messages?filter=all')).messages;
}

/** The stored order with this ID, as the back office shows it, if the shop has it. */
export async function storedOrder(orderId: string): Promise<StoredOrder | undefined> {
  try {
    return await readAsOffice<StoredOrder>(`/api/office/orders/${encodeURIComponent(orderId)}`);
  } catch (error) {
    if (error instanceof Error && / 404$/.test(error.message)) return undefined;
    throw error;
  }
}

/** The order bodies the page posts to /api/orders, as they leave the browser. */
export function postedOrders(page: Page): { orderId: string }[] {
  const posted: { orderId: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') posted.push(request.postDataJSON() as { orderId: string });
  });
  return posted;
}

/**
 * Scrolls to what a page draws when it nears the screen (useNearScreen: a package's products, the
 * contact page's questions), as a shopper does. Already drawn, or drawn meanwhile, it is gone:
 * the caller's next expectation says whether what it waited for came.
 */
export async function scrollToPlaceholder(placeholder: Locator): Promise<void> {
  if ((await placeholder.count()) === 0) return;
  await placeholder
    .first()
    .scrollIntoViewIfNeeded({ timeout: 2_000 })
    .catch(() => undefined);
}

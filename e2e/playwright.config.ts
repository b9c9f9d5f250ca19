import { defineConfig } from '@playwright/test';
import { args, executablePath } from '../config/chromium.cjs';
// Before anything that reads config/apps.cjs: it chooses the suite's free ports.
import { PORT_BASE, SHOP, SITE } from './support/origins';
import { popupAlreadySeen } from './support/popup-flags';
import { OWNER_API_TOKEN, STACK_CONTROL_PORT } from './support/stack';

// One worker: the machine has 2 cores, and the remote-failure journeys stop shared servers.
export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: SHOP,
    browserName: 'chromium',
    launchOptions: { executablePath, args },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    // The fertilizer popup was closed just now; its own journeys start from a first visit.
    storageState: popupAlreadySeen(),
    // No service worker, unless a journey asks for one (offline.spec.ts): a worker would answer
    // from its cache what the other journeys stop or delay on purpose (a remote that is down).
    serviceWorkers: 'block',
  },
  webServer: {
    // The production builds, served as `npm start` serves them (`npm run build` comes first), on
    // the suite's own ports, with the site origin the build wrote into its pages.
    command: 'node support/shop-stack.mjs',
    env: { MIMEA_PORT_BASE: String(PORT_BASE), STACK_CONTROL_PORT: String(STACK_CONTROL_PORT), OWNER_API_TOKEN, SITE_ORIGIN: SITE },
    url: `http://localhost:${STACK_CONTROL_PORT}/health`,
    reuseExistingServer: false,
    // The back office's accounts are made first, one command each (~5 s: PGlite opens each time;
    // five accounts, with the M-Pesa journeys' owners).
    timeout: 120_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});

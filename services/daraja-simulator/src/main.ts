// `npm start -w services/daraja-simulator`: the simulator on PORT, else MIMEA_PORT_BASE + 10
// (config/apps.cjs). SIMULATOR_* change its credentials, timings and quirks (README); a value it
// cannot read exits 1. One line when it listens, one line and exit 1 when its port is taken;
// SIGTERM and SIGINT close it.
import { createRequire } from 'node:module';
import { startDarajaSimulator } from './simulator';

const require = createRequire(import.meta.url);
const { darajaSimulatorPort } = require('../../../config/apps.cjs') as { darajaSimulatorPort: number };
const { PortInUseError } = (await import(new URL('../../../tools/serve/ports.mjs', import.meta.url).href)) as {
  PortInUseError: new (port: number, what: string, command?: string) => Error;
};

const env = process.env;
const text = (name: string) => env[name]?.trim() || undefined;
function whole(name: string): number | undefined {
  const value = text(name);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    console.error(`${name} must be a whole number, not "${value}"`);
    process.exit(1);
  }
  return number;
}

/** One of `allowed`, or undefined when unset; exits when it is something else. */
function oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
  const value = text(name);
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T)) {
    console.error(`${name} must be one of ${allowed.join(', ')}, not "${value}"`);
    process.exit(1);
  }
  return value as T;
}

/** `true` or `false`, or undefined when unset. */
function flag(name: string): boolean | undefined {
  const value = oneOf(name, ['true', 'false']);
  return value === undefined ? undefined : value === 'true';
}

const port = whole('PORT') ?? darajaSimulatorPort;
let simulator;
try {
  simulator = await startDarajaSimulator({
    port,
    host: text('HOST'),
    consumerKey: text('SIMULATOR_CONSUMER_KEY'),
    consumerSecret: text('SIMULATOR_CONSUMER_SECRET'),
    passkey: text('SIMULATOR_PASSKEY'),
    shortCode: text('SIMULATOR_SHORTCODE'),
    till: text('SIMULATOR_TILL'),
    pin: text('SIMULATOR_PIN'),
    promptTimeoutMs: whole('SIMULATOR_PROMPT_TIMEOUT_MS'),
    tokenTtlSeconds: whole('SIMULATOR_TOKEN_TTL_SECONDS'),
    enforceDocumentedLengths: flag('SIMULATOR_ENFORCE_LENGTHS'),
    registration: oneOf('SIMULATOR_C2B_REGISTRATION', ['once', 'always']),
    duplicateWindowMs: whole('SIMULATOR_DUPLICATE_WINDOW_MS'),
    subscriberLockMs: whole('SIMULATOR_SUBSCRIBER_LOCK_MS'),
    confirmationStyle: oneOf('SIMULATOR_CONFIRMATION_STYLE', ['varied', 'plain']),
    initiatorName: text('SIMULATOR_INITIATOR_NAME'),
    initiatorPassword: text('SIMULATOR_INITIATOR_PASSWORD'),
    log: (line) => console.log(`[daraja-simulator] ${line}`),
  });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(new PortInUseError(port, 'the Daraja simulator').message);
    process.exit(1);
  }
  throw error;
}

const running = simulator;
console.log(`Daraja simulator on ${running.url}, its phone on ${running.url}/phone`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void running.close().then(() => process.exit(0)));
}

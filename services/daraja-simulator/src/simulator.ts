// The Daraja simulator (docs/payments.md, "The Daraja simulator"): Safaricom's Daraja endpoints in
// their wire format, the callbacks they cause, a phone page and a scripting API for tests.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkBearer, handleGenerateToken } from './auth';
import { handleControl } from './control';
import { Initiator } from './initiator';
import { servePhonePage } from './phone-page';
import { handleStkQuery } from './query';
import { handleRegisterUrl } from './register-url';
import { type ConfirmationStyle, type Registration, type Simulator, type SimulatorConfig, SimulatorState, defaultSettings } from './state';
import { handleStkPush } from './stk';
import { handleTransactionStatus } from './transaction-status';
import { BodyError, type JsonObject, readJson, sendDarajaError, sendJson } from './wire';

export interface DarajaSimulatorOptions {
  /** 0: any free port. */
  port?: number;
  host?: string;
  consumerKey?: string;
  consumerSecret?: string;
  passkey?: string;
  /** The store number: BusinessShortCode, where C2B URLs are registered. */
  shortCode?: string;
  /** The till: PartyB of a Buy Goods prompt. */
  till?: string;
  pin?: string;
  /** The name the phone shows ("Pay KES 2,740 to MIMEA NATURALS"). */
  businessName?: string;
  /** How long an unanswered prompt stays on the phone before it times out (1037). */
  promptTimeoutMs?: number;
  tokenTtlSeconds?: number;
  /** How long a scripted phone takes to answer (a script's answerAfterMs overrides it). */
  scriptedAnswerMs?: number;
  /** Refuse an AccountReference over 12 or a TransactionDesc over 13 characters, as Daraja does (true); false takes them with a warning. */
  enforceDocumentedLengths?: boolean;
  /** A second C2B URL registration: `once` answers "Urls are already registered." (production), `always` replaces them (sandbox). */
  registration?: Registration;
  /** A second prompt for the same amount to the same phone within this many ms of the first's request: accepted, then 17 "Rule limited.". */
  duplicateWindowMs?: number;
  /** How long a phone stays locked (500.001.1001) after a prompt on it ends. */
  subscriberLockMs?: number;
  /** The C2B bodies: `varied` (real-world shapes, one payment after another) or `plain` (the documented one). */
  confirmationStyle?: ConfirmationStyle;
  /** The Transaction Status initiator's name. */
  initiatorName?: string;
  /** Its password: a SecurityCredential is this, encrypted with the simulator's certificate (GET /simulator/certificate). */
  initiatorPassword?: string;
  log?: (line: string) => void;
}

export interface DarajaSimulator {
  url: string;
  port: number;
  close(): Promise<void>;
}

export const DEFAULTS = {
  consumerKey: 'simulator-key',
  consumerSecret: 'simulator-secret',
  passkey: 'simulator-passkey',
  shortCode: '5877276',
  till: '3481712',
  pin: '1234',
  businessName: 'MIMEA NATURALS',
  promptTimeoutMs: 60_000,
  tokenTtlSeconds: 3599,
  scriptedAnswerMs: 200,
  enforceDocumentedLengths: true,
  registration: 'once',
  duplicateWindowMs: 120_000,
  subscriberLockMs: 60_000,
  confirmationStyle: 'varied',
  initiatorName: 'simulator-initiator',
  initiatorPassword: 'simulator-initiator-password',
} as const;

type DarajaHandler = (sim: Simulator, res: ServerResponse, body: JsonObject) => void;
/** Daraja's POST endpoints, each behind a bearer token. */
const DARAJA_POSTS: Record<string, DarajaHandler> = {
  '/mpesa/stkpush/v1/processrequest': handleStkPush,
  '/mpesa/stkpushquery/v1/query': handleStkQuery,
  '/mpesa/c2b/v2/registerurl': handleRegisterUrl,
  '/mpesa/transactionstatus/v1/query': handleTransactionStatus,
};

async function route(sim: Simulator, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://simulator');
  const method = req.method ?? 'GET';
  const path = url.pathname;
  if (method === 'GET' && path === '/oauth/v1/generate') return handleGenerateToken(sim, req, res, url);
  const daraja = DARAJA_POSTS[path];
  if (daraja) {
    if (method !== 'POST') return sendDarajaError(res, 405, '405.001.01', 'Method Not Allowed');
    if (!checkBearer(sim, req, res)) return;
    let body: JsonObject;
    try {
      body = await readJson(req);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      return sendDarajaError(res, error.status, '400.002.02', 'Bad Request - Invalid Body');
    }
    return daraja(sim, res, body);
  }
  if (method === 'GET' && path === '/') {
    res.writeHead(302, { location: '/phone' });
    res.end();
    return;
  }
  if (method === 'GET' && servePhonePage(path, res)) return;
  if (path.startsWith('/simulator/')) {
    try {
      if (await handleControl(sim, method, path, url, res, () => readJson(req))) return;
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      return sendJson(res, error.status, { error: error.message });
    }
    return sendJson(res, 404, { error: 'No such simulator call' });
  }
  sendDarajaError(res, 404, '404.001.01', 'Resource not found');
}

/** Starts the simulator; resolves once it listens. */
export async function startDarajaSimulator(options: DarajaSimulatorOptions = {}): Promise<DarajaSimulator> {
  const config: SimulatorConfig = {
    consumerKey: options.consumerKey ?? DEFAULTS.consumerKey,
    consumerSecret: options.consumerSecret ?? DEFAULTS.consumerSecret,
    passkey: options.passkey ?? DEFAULTS.passkey,
    shortCode: options.shortCode ?? DEFAULTS.shortCode,
    till: options.till ?? DEFAULTS.till,
    pin: options.pin ?? DEFAULTS.pin,
    businessName: options.businessName ?? DEFAULTS.businessName,
    promptTimeoutMs: options.promptTimeoutMs ?? DEFAULTS.promptTimeoutMs,
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULTS.tokenTtlSeconds,
    scriptedAnswerMs: options.scriptedAnswerMs ?? DEFAULTS.scriptedAnswerMs,
    enforceDocumentedLengths: options.enforceDocumentedLengths ?? DEFAULTS.enforceDocumentedLengths,
    registration: options.registration ?? DEFAULTS.registration,
    duplicateWindowMs: options.duplicateWindowMs ?? DEFAULTS.duplicateWindowMs,
    subscriberLockMs: options.subscriberLockMs ?? DEFAULTS.subscriberLockMs,
    confirmationStyle: options.confirmationStyle ?? DEFAULTS.confirmationStyle,
    initiatorName: options.initiatorName ?? DEFAULTS.initiatorName,
    initiatorPassword: options.initiatorPassword ?? DEFAULTS.initiatorPassword,
    log: options.log ?? (() => {}),
  };
  const sim: Simulator = {
    config,
    state: new SimulatorState(() => defaultSettings(config)),
    initiator: new Initiator(config.initiatorName, config.initiatorPassword, config.businessName),
  };
  const server = http.createServer((req, res) => {
    route(sim, req, res).catch((error: unknown) => {
      config.log(`error: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendDarajaError(res, 500, '500.003.1001', 'Internal Server Error');
      else res.end();
    });
  });
  const host = options.host ?? 'localhost';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port ?? 0, host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port, address, family } = server.address() as AddressInfo;
  const shownHost = host === 'localhost' ? 'localhost' : family === 'IPv6' ? `[${address}]` : address;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        sim.state.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// The service's settings, all from the environment (docs/order-service.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import type { DatabaseTarget } from './db/database';
import { darajaSettingsFromEnv, type DarajaSettings } from './payments/daraja/daraja-settings';
import type { PromptRules } from './payments/daraja-rules';
import { parseOfficeSecretKey } from './office/auth/sealed-secret';

/** The back office's sessions and sign-in (docs/office.md, "Security"). */
export interface OfficeConfig {
  /** A session ends after this long without a call (OFFICE_IDLE_MINUTES). */
  idleMinutes: number;
  /** A session ends this long after sign-in, however busy (OFFICE_SESSION_HOURS). */
  sessionHours: number;
  /** Sign-in attempts a minute per client (OFFICE_SIGN_IN_RATE_LIMIT). */
  signInPerMinute: number;
  /**
   * The key that seals the second factor's secrets (OFFICE_SECRET_KEY: 32 bytes, 64 hex
   * characters or base64), required in production; null: a development key the service keeps in
   * its own database (office/auth/sealed-secret.ts), which guards nothing against a copy of it.
   */
  secretKey: Buffer | null;
}

/** M-Pesa payments (docs/payments.md, "Settings"). */
export interface MpesaConfig {
  /** Daraja, when MPESA_DARAJA_URL is set; null turns prompts and callbacks off. */
  daraja: DarajaSettings | null;
  /** Addresses or ranges Daraja's callbacks may come from (MPESA_CALLBACK_ALLOW); null: any. */
  callbackAllow: string[] | null;
  /** Whether the C2B URLs are registered at start (MPESA_REGISTER_C2B). */
  registerC2b: boolean;
  /** Prompts per order (MPESA_MAX_PROMPTS). */
  maxPrompts: number;
  /** When a prompt still `sent` is first asked about with STK Query (MPESA_QUERY_AFTER_MS). */
  queryAfterMs: number;
  /** How often it is asked again while Daraja says it is being processed (MPESA_QUERY_EVERY_MS). */
  queryEveryMs: number;
  /** When a typed code with no till payment is flagged (MPESA_CODE_MATCH_MINUTES). */
  codeMatchMinutes: number;
  /** When a prompt nobody answered is given up and flagged (MPESA_PROMPT_GIVE_UP_MINUTES). */
  promptGiveUpMinutes: number;
  /** How often the recovery job runs (MPESA_RECOVERY_EVERY_MS). */
  recoveryEveryMs: number;
  /** Prompts one client may ask for per minute (MPESA_PROMPT_RATE_LIMIT). */
  promptsPerMinute: number;
  /** Daraja's rules: the same amount to the same phone, and a busy subscriber (MPESA_SAME_PROMPT_COOLDOWN_MS, MPESA_SUBSCRIBER_LOCK_MS). */
  rules: PromptRules;
  /** How long a prompt whose push answer was never read stays in flight, and a late answer is still read (MPESA_UNKNOWN_PROMPT_MS). */
  unknownPromptMs: number;
  /** When a typed code with no till payment is asked about with Transaction Status (MPESA_STATUS_CHECK_AFTER_MS). */
  statusCheckAfterMs: number;
  /** Paid orders of this many KES or more are confirmed by Transaction Status before they are prepared (MPESA_VERIFY_ABOVE_KES; 0: none). */
  verifyAboveKes: number;
}

export interface ServiceConfig {
  host: string;
  port: number;
  database: DatabaseTarget;
  /**
   * The database time one request may use in all (the rate limit's count, the transaction and
   * its COMMIT together) before it gets a 503: its answer comes within it, well inside every
   * proxy's timeout (15 s).
   */
  dbTimeoutMs: number;
  /** A database operation unsettled this long makes /healthz fail (the process is restarted). */
  stuckAfterMs: number;
  /** Echoed in X-Instance-Id by /healthz and /readyz: how a supervisor knows its own child. */
  instanceId: string | null;
  /** The shop owner's bearer token; null turns the owner's endpoints off. */
  ownerToken: string | null;
  /**
   * OWNER_PORT: when set, the owner's endpoints answer only on this port of their own (404 on
   * PORT), which the public path never reaches (on Kubernetes the Ingress routes to PORT only).
   */
  ownerPort: number | null;
  /**
   * CATALOGUE_PORT: when set, a port answering the catalogue's public reads only (GET
   * /api/catalogue/…), for the storefront's renderers: on Kubernetes they reach this port and not
   * PORT, so PORT's one trusted hop (TRUST_PROXY=1) stays the ingress controller's.
   */
  cataloguePort: number | null;
  /** Requests per minute per client. */
  rateLimits: { orders: number; messages: number; owner: number };
  /** Field-vitals beacons a minute per client (VITALS_RATE_LIMIT): a shopper sends one or two a page. */
  vitalsPerMinute: number;
  /** The proxy whose X-Forwarded-For is believed (http/trusted-proxy.ts; the shell's, on this host, by default). */
  trustProxy: string;
  /** The external form-collection service each accepted order is also sent to, if any. */
  forwardUrl: string | null;
  logLevel: string;
  /** How long a shutdown waits for requests in flight. */
  shutdownGraceMs: number;
  /**
   * Below this much free disk where PGlite keeps its data, writes are refused (a 503 that says
   * so, and /readyz not ready), well before PGlite's write-ahead log could not grow.
   */
  minFreeDiskMb: number;
  /**
   * Whether the service brings the database's schema up to date as it starts (RUN_MIGRATIONS,
   * default true). Where many instances roll out together, a Job runs `--migrate-only` once and
   * the instances start with RUN_MIGRATIONS=false (deploy/kubernetes/).
   */
  runMigrations: boolean;
  mpesa: MpesaConfig;
  office: OfficeConfig;
}

/** services/order-service/, whether this runs from src/ (tsx) or dist/ (the bundle): both sit one level below. */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const migrationsFolder = path.join(serverDir, 'migrations');

/** Shortest owner token accepted: a guessable one would expose every customer's order. */
export const MIN_OWNER_TOKEN_LENGTH = 24;

const flag = (value: string | undefined, fallback: boolean, name: string): boolean => {
  if (value === undefined || value.trim() === '') return fallback;
  if (value.trim() === 'true') return true;
  if (value.trim() === 'false') return false;
  throw new Error(`${name} must be true or false, not "${value}"`);
};

const number = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, not "${value}"`);
  return parsed;
};

/** MPESA_CALLBACK_ALLOW: addresses and ranges, comma-separated; each checked. */
function addressList(value: string | undefined, name: string): string[] | null {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return null;
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = address ? net.isIP(address) : 0;
    const prefixOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
    if (family === 0 || extra !== undefined || !prefixOk) throw new Error(`${name}: "${entry}" is not an address or a range (such as 196.201.214.0/24)`);
  }
  return entries;
}

export function mpesaConfigFromEnv(env: NodeJS.ProcessEnv): MpesaConfig {
  const daraja = darajaSettingsFromEnv(env);
  // The problems name variables only, never a value: the keys and the secret must not be echoed.
  if (!daraja.ok) throw new Error(`M-Pesa settings: ${daraja.problems.join('; ')}`);
  const whole = (name: string, fallback: number) => {
    const parsed = number(env[name], fallback, name);
    if (!Number.isInteger(parsed)) throw new Error(`${name} must be a whole number, not "${env[name]}"`);
    return parsed;
  };
  return {
    daraja: daraja.settings,
    callbackAllow: addressList(env.MPESA_CALLBACK_ALLOW, 'MPESA_CALLBACK_ALLOW'),
    registerC2b: flag(env.MPESA_REGISTER_C2B, true, 'MPESA_REGISTER_C2B'),
    maxPrompts: whole('MPESA_MAX_PROMPTS', 3),
    queryAfterMs: whole('MPESA_QUERY_AFTER_MS', 30_000),
    queryEveryMs: whole('MPESA_QUERY_EVERY_MS', 15_000),
    codeMatchMinutes: number(env.MPESA_CODE_MATCH_MINUTES, 30, 'MPESA_CODE_MATCH_MINUTES'),
    promptGiveUpMinutes: number(env.MPESA_PROMPT_GIVE_UP_MINUTES, 10, 'MPESA_PROMPT_GIVE_UP_MINUTES'),
    recoveryEveryMs: whole('MPESA_RECOVERY_EVERY_MS', 5_000),
    promptsPerMinute: whole('MPESA_PROMPT_RATE_LIMIT', 10),
    rules: { samePromptCooldownMs: whole('MPESA_SAME_PROMPT_COOLDOWN_MS', 120_000), subscriberLockMs: whole('MPESA_SUBSCRIBER_LOCK_MS', 60_000) },
    unknownPromptMs: whole('MPESA_UNKNOWN_PROMPT_MS', 120_000),
    statusCheckAfterMs: whole('MPESA_STATUS_CHECK_AFTER_MS', 60_000),
    verifyAboveKes: whole('MPESA_VERIFY_ABOVE_KES', 20_000),
  };
}

export function officeConfigFromEnv(env: NodeJS.ProcessEnv): OfficeConfig {
  const key = env.OFFICE_SECRET_KEY?.trim() ?? '';
  // A production service whose key sat in its own database would seal nothing a backup does not also hold.
  if (key === '' && env.NODE_ENV === 'production')
    throw new Error('OFFICE_SECRET_KEY must be set in production: 32 bytes that seal the office’s second-factor secrets (try: openssl rand -hex 32)');
  return {
    idleMinutes: number(env.OFFICE_IDLE_MINUTES, 60, 'OFFICE_IDLE_MINUTES'),
    sessionHours: number(env.OFFICE_SESSION_HOURS, 12, 'OFFICE_SESSION_HOURS'),
    signInPerMinute: number(env.OFFICE_SIGN_IN_RATE_LIMIT, 10, 'OFFICE_SIGN_IN_RATE_LIMIT'),
    secretKey: key === '' ? null : parseOfficeSecretKey(key),
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv): ServiceConfig {
  const ownerToken = env.OWNER_API_TOKEN?.trim() || null;
  if (ownerToken !== null && ownerToken.length < MIN_OWNER_TOKEN_LENGTH)
    throw new Error(`OWNER_API_TOKEN must have at least ${MIN_OWNER_TOKEN_LENGTH} characters (try: openssl rand -hex 24)`);
  const dbTimeoutMs = number(env.DB_TIMEOUT_MS, 5000, 'DB_TIMEOUT_MS');
  const port = number(env.PORT, 3005, 'PORT');
  const ownerPort = env.OWNER_PORT?.trim() ? number(env.OWNER_PORT, 0, 'OWNER_PORT') : null;
  if (ownerPort !== null && ownerPort === port) throw new Error('OWNER_PORT must differ from PORT');
  const cataloguePort = env.CATALOGUE_PORT?.trim() ? number(env.CATALOGUE_PORT, 0, 'CATALOGUE_PORT') : null;
  if (cataloguePort !== null && (cataloguePort === port || cataloguePort === ownerPort)) throw new Error('CATALOGUE_PORT must differ from PORT and OWNER_PORT');
  return {
    host: env.HOST || 'localhost',
    port,
    database: env.DATABASE_URL ? { engine: 'postgres', url: env.DATABASE_URL } : { engine: 'pglite', dataDir: env.PGLITE_DATA_DIR || path.join(serverDir, 'data') },
    dbTimeoutMs,
    stuckAfterMs: number(env.STUCK_AFTER_MS, Math.max(30_000, 4 * dbTimeoutMs), 'STUCK_AFTER_MS'),
    instanceId: env.INSTANCE_ID?.trim() || null,
    ownerToken,
    ownerPort,
    cataloguePort,
    rateLimits: {
      orders: number(env.ORDER_RATE_LIMIT, 20, 'ORDER_RATE_LIMIT'),
      messages: number(env.MESSAGE_RATE_LIMIT, 5, 'MESSAGE_RATE_LIMIT'),
      owner: number(env.OWNER_RATE_LIMIT, 120, 'OWNER_RATE_LIMIT'),
    },
    vitalsPerMinute: number(env.VITALS_RATE_LIMIT, 30, 'VITALS_RATE_LIMIT'),
    trustProxy: env.TRUST_PROXY || 'loopback',
    forwardUrl: env.ORDER_FORWARD_URL || null,
    logLevel: env.LOG_LEVEL || 'info',
    shutdownGraceMs: number(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    minFreeDiskMb: number(env.MIN_FREE_DISK_MB, 50, 'MIN_FREE_DISK_MB'),
    runMigrations: flag(env.RUN_MIGRATIONS, true, 'RUN_MIGRATIONS'),
    mpesa: mpesaConfigFromEnv(env),
    office: officeConfigFromEnv(env),
  };
}

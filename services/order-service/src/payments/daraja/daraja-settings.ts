// How the order service reaches Daraja (M-Pesa), from the environment (docs/payments.md,
// "Settings"). A problem names the variable, never its value: the keys, the passkey and the
// callback secret must not reach a log.
import crypto from 'node:crypto';
import fs from 'node:fs';

export interface DarajaSettings {
  /** Daraja's origin: https://api.safaricom.co.ke, the sandbox, or the simulator (no trailing slash). */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  passkey: string;
  /** The store number: Daraja's BusinessShortCode (the password and the C2B URLs are made with it). */
  shortCode: string;
  /** The till: PartyB of every prompt. */
  till: string;
  /** The shop's public origin Daraja calls back (no trailing slash). */
  callbackBaseUrl: string;
  /** The secret path segment of the callbacks (24+ URL-safe characters). */
  callbackSecret: string;
  /** How long one request to Daraja may take. */
  requestTimeoutMs: number;
  /** The API initiator for Transaction Status (MPESA_INITIATOR_NAME and its credential); absent: Transaction Status is off. */
  initiator?: Initiator | null;
}

export interface Initiator {
  name: string;
  /** The initiator's password encrypted with Safaricom's certificate (RSA PKCS#1 v1.5), base64: Daraja's SecurityCredential. */
  securityCredential: string;
}

export interface CallbackPaths {
  base: string;
  stk: string;
  c2bValidation: string;
  c2bConfirmation: string;
  statusResult: string;
  statusTimeout: string;
}

export const DEFAULT_SHORT_CODE = '5877276';
export const DEFAULT_TILL = '3481712';
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
export const MIN_CALLBACK_SECRET_LENGTH = 24;

/** Words Daraja refuses in a callback URL, in any case ("exe" covers "exec"). */
export const WORDS_DARAJA_REFUSES = ['mpesa', 'm-pesa', 'safaricom', 'query', 'sql', 'exe', 'cmd'] as const;

const CALLBACK_SECRET_PATTERN = /^[A-Za-z0-9_-]+$/;
const SHORT_CODE_PATTERN = /^\d{5,7}$/;

/** The first word Daraja refuses that `text` contains (any case), or null. */
export function refusedWordIn(text: string): string | null {
  const lower = text.toLowerCase();
  return WORDS_DARAJA_REFUSES.find((word) => lower.includes(word)) ?? null;
}

/** The callbacks' paths on the shop's origin, under the deployment's secret. */
export function callbackPaths(secret: string): CallbackPaths {
  const base = `/api/payments/callbacks/${secret}`;
  return {
    base,
    stk: `${base}/stk`,
    c2bValidation: `${base}/c2b/validation`,
    c2bConfirmation: `${base}/c2b/confirmation`,
    statusResult: `${base}/transaction-status/result`,
    statusTimeout: `${base}/transaction-status/timeout`,
  };
}

/** The callbacks' full URLs, as registered with Daraja and sent with each prompt. */
export function callbackUrls(settings: Pick<DarajaSettings, 'callbackBaseUrl' | 'callbackSecret'>): CallbackPaths {
  const origin = settings.callbackBaseUrl.replace(/\/$/, '');
  const paths = callbackPaths(settings.callbackSecret);
  return {
    base: origin + paths.base,
    stk: origin + paths.stk,
    c2bValidation: origin + paths.c2bValidation,
    c2bConfirmation: origin + paths.c2bConfirmation,
    statusResult: origin + paths.statusResult,
    statusTimeout: origin + paths.statusTimeout,
  };
}

/** An http(s) URL with nothing but an origin (an optional trailing slash), or null. */
function originOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || value.includes('?') || value.includes('#')) return null;
  if (url.pathname !== '/') return null;
  return url.origin;
}

const text = (env: NodeJS.ProcessEnv, name: string): string => env[name]?.trim() ?? '';

/**
 * The Transaction Status initiator: MPESA_INITIATOR_NAME with either MPESA_SECURITY_CREDENTIAL (as
 * the Daraja portal makes it) or MPESA_INITIATOR_PASSWORD and MPESA_CERTIFICATE_FILE (Safaricom's
 * certificate, PEM), from which the credential is made here as the portal would.
 */
function initiatorFromEnv(env: NodeJS.ProcessEnv, problems: string[]): Initiator | null {
  const name = text(env, 'MPESA_INITIATOR_NAME');
  const credential = text(env, 'MPESA_SECURITY_CREDENTIAL');
  const password = env.MPESA_INITIATOR_PASSWORD ?? '';
  const certificateFile = text(env, 'MPESA_CERTIFICATE_FILE');
  if (name === '') {
    if (credential || password || certificateFile) problems.push('MPESA_INITIATOR_NAME is required with an initiator credential');
    return null;
  }
  if (credential) return { name, securityCredential: credential };
  if (password === '' || certificateFile === '') {
    problems.push('MPESA_INITIATOR_NAME needs MPESA_SECURITY_CREDENTIAL, or MPESA_INITIATOR_PASSWORD with MPESA_CERTIFICATE_FILE');
    return null;
  }
  try {
    return { name, securityCredential: securityCredentialOf(password, fs.readFileSync(certificateFile, 'utf8')) };
  } catch {
    problems.push('MPESA_CERTIFICATE_FILE must be a readable certificate (PEM) of Safaricom');
    return null;
  }
}

/** Daraja's SecurityCredential: the password encrypted with the certificate's public key, RSA PKCS#1 v1.5, base64. */
export function securityCredentialOf(password: string, certificatePem: string): string {
  const key = crypto.createPublicKey(certificatePem);
  return crypto.publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(password, 'utf8')).toString('base64');
}

export function darajaSettingsFromEnv(
  env: NodeJS.ProcessEnv,
): { ok: true; settings: DarajaSettings | null } | { ok: false; problems: string[] } {
  const darajaUrl = text(env, 'MPESA_DARAJA_URL');
  if (darajaUrl === '') return { ok: true, settings: null };
  const problems: string[] = [];

  const baseUrl = originOf(darajaUrl);
  if (baseUrl === null) problems.push('MPESA_DARAJA_URL must be an http(s) origin, such as https://api.safaricom.co.ke');

  const required = (name: string): string => {
    const value = text(env, name);
    if (value === '') problems.push(`${name} is required with MPESA_DARAJA_URL`);
    return value;
  };
  const consumerKey = required('MPESA_CONSUMER_KEY');
  const consumerSecret = required('MPESA_CONSUMER_SECRET');
  const passkey = required('MPESA_PASSKEY');

  const shortCodeOf = (name: string, fallback: string): string => {
    const value = text(env, name) || fallback;
    if (!SHORT_CODE_PATTERN.test(value)) problems.push(`${name} must be 5 to 7 digits`);
    return value;
  };
  const shortCode = shortCodeOf('MPESA_SHORTCODE', DEFAULT_SHORT_CODE);
  const till = shortCodeOf('MPESA_TILL', DEFAULT_TILL);

  const callbackBase = text(env, 'MPESA_CALLBACK_BASE_URL');
  const callbackBaseUrl = originOf(callbackBase);
  if (callbackBase === '') problems.push('MPESA_CALLBACK_BASE_URL is required with MPESA_DARAJA_URL');
  else if (callbackBaseUrl === null) problems.push('MPESA_CALLBACK_BASE_URL must be an http(s) origin with no path, such as https://mimea.co.ke');
  else if (refusedWordIn(callbackBaseUrl) !== null)
    problems.push(`MPESA_CALLBACK_BASE_URL must not contain any of ${WORDS_DARAJA_REFUSES.join(', ')} (Daraja refuses such URLs)`);

  const callbackSecret = text(env, 'MPESA_CALLBACK_SECRET');
  if (callbackSecret === '') problems.push('MPESA_CALLBACK_SECRET is required with MPESA_DARAJA_URL');
  else if (callbackSecret.length < MIN_CALLBACK_SECRET_LENGTH || !CALLBACK_SECRET_PATTERN.test(callbackSecret))
    problems.push(`MPESA_CALLBACK_SECRET must be at least ${MIN_CALLBACK_SECRET_LENGTH} of A-Z, a-z, 0-9, _ and - (try: openssl rand -hex 16)`);
  else if (refusedWordIn(callbackSecret) !== null)
    problems.push(`MPESA_CALLBACK_SECRET must not contain any of ${WORDS_DARAJA_REFUSES.join(', ')} (Daraja refuses such URLs)`);

  const timeout = text(env, 'MPESA_REQUEST_TIMEOUT_MS');
  const requestTimeoutMs = timeout === '' ? DEFAULT_REQUEST_TIMEOUT_MS : Number(timeout);
  if (!Number.isInteger(requestTimeoutMs) || requestTimeoutMs <= 0) problems.push('MPESA_REQUEST_TIMEOUT_MS must be a whole number of milliseconds above 0');

  const initiator = initiatorFromEnv(env, problems);

  if (problems.length > 0 || baseUrl === null || callbackBaseUrl === null) return { ok: false, problems };
  return {
    ok: true,
    settings: { baseUrl, consumerKey, consumerSecret, passkey, shortCode, till, callbackBaseUrl, callbackSecret, requestTimeoutMs, initiator },
  };
}

// Daraja's wire format, the parts every endpoint shares: JSON in and out, its error shape
// (`{ requestId, errorCode, errorMessage }`), its identifiers and its East Africa Time stamps.
import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest body taken (Daraja's requests are a few hundred bytes). */
const BODY_LIMIT = 64 * 1024;
/** East Africa Time, Daraja's clock: UTC+3 all year. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export class BodyError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The request's body as a JSON object; throws a BodyError when too large, not JSON or not an object. */
export async function readJson(req: IncomingMessage): Promise<JsonObject> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new BodyError('Request body too large', 413);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new BodyError('Invalid JSON', 400);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BodyError('Invalid JSON', 400);
  return parsed as JsonObject;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
}

/** Daraja's error answer: `{ requestId, errorCode, errorMessage }`. */
export function sendDarajaError(res: ServerResponse, status: number, errorCode: string, errorMessage: string): void {
  sendJson(res, status, { requestId: requestId(), errorCode, errorMessage });
}

/** `400.002.02 Bad Request - Invalid <Field>`, Daraja's answer to a field it refuses. */
export function sendInvalidField(res: ServerResponse, field: string): void {
  sendDarajaError(res, 400, '400.002.02', `Bad Request - Invalid ${field}`);
}

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

/** Like Daraja's request and merchant request IDs: `29115-34620561-1`. */
export function requestId(): string {
  return `${randomInt(1000, 99_999)}-${randomInt(1_000_000, 99_999_999)}-1`;
}

/** A CheckoutRequestID as Daraja makes them: `ws_CO_` + DDMMYYYYHHmmss (EAT) + digits. */
export function checkoutRequestId(now: Date): string {
  const stamp = eatStamp(now);
  const ddmmyyyy = `${stamp.slice(6, 8)}${stamp.slice(4, 6)}${stamp.slice(0, 4)}`;
  return `ws_CO_${ddmmyyyy}${stamp.slice(8)}${digits(6)}`;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHANUMERIC = `${LETTERS}0123456789`;

/**
 * The three characters M-Pesa starts a receipt with: its date in East Africa Time, the year as a
 * letter (2006 A, 2025 T), the month as a letter (January A), the day as 1–9 then A (10) to V (31):
 * 17 January 2025 is TAH.
 */
export function receiptPrefix(date: Date): string {
  const eat = new Date(date.getTime() + EAT_OFFSET_MS);
  const day = eat.getUTCDate();
  return `${LETTERS[(eat.getUTCFullYear() - 2006) % LETTERS.length]}${LETTERS[eat.getUTCMonth()]}${day < 10 ? day : LETTERS[day - 10]}`;
}

/** An M-Pesa receipt number (TransID): its date's three characters, then 7 upper-case letters and digits. */
export function receiptNumber(date = new Date()): string {
  let receipt = receiptPrefix(date);
  for (let i = 3; i < 10; i += 1) receipt += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]!;
  return receipt;
}

/** An opaque token of `length` letters and digits. */
export function randomToken(length: number): string {
  let token = '';
  for (let i = 0; i < length; i += 1) token += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]!;
  return token.replace(/[A-Z]/g, (letter) => (randomInt(2) ? letter.toLowerCase() : letter));
}

/** `YYYYMMDDHHmmss` in East Africa Time. */
export function eatStamp(date: Date): string {
  const eat = new Date(date.getTime() + EAT_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${eat.getUTCFullYear()}${two(eat.getUTCMonth() + 1)}${two(eat.getUTCDate())}${two(eat.getUTCHours())}${two(eat.getUTCMinutes())}${two(eat.getUTCSeconds())}`;
}

/** `DD-MM-YYYY HH:mm:ss` in East Africa Time, as M-Pesa's statements write times. */
export function eatStatementTime(date: Date): string {
  const stamp = eatStamp(date);
  return `${stamp.slice(6, 8)}-${stamp.slice(4, 6)}-${stamp.slice(0, 4)} ${stamp.slice(8, 10)}:${stamp.slice(10, 12)}:${stamp.slice(12, 14)}`;
}

/** The instant an EAT `YYYYMMDDHHmmss` stands for, or null when it is not one. */
export function parseEatStamp(stamp: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second) - EAT_OFFSET_MS);
  return eatStamp(date) === stamp ? date : null;
}

/** A Kenyan mobile number as Daraja writes it (`2547XXXXXXXX`, `2541XXXXXXXX`), from that or `07…`, `+2547…`; else null. */
export function msisdnOf(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).replace(/[\s-]/g, '');
  const match = /^(?:\+?254|0)([71]\d{8})$/.exec(text);
  return match ? `254${match[1]}` : null;
}

/** A string or number field as Daraja reads it (both are accepted), else null. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** `254712***678`: how statements and Transaction Status results show a payer's number. */
export function partyMsisdn(msisdn: string): string {
  return `${msisdn.slice(0, 6)}***${msisdn.slice(-3)}`;
}

const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';
const hex = (length: number) => Array.from({ length }, () => randomInt(16).toString(16)).join('');

/** A ConversationID as Daraja makes them: `AG_20250117_20305b55146d275e7daf`. */
export function conversationId(now: Date): string {
  const tail = Array.from({ length: 20 }, () => LOWER_ALPHANUMERIC[randomInt(LOWER_ALPHANUMERIC.length)]).join('');
  return `AG_${eatStamp(now).slice(0, 8)}_${tail}`;
}

/** An OriginatorConversationID as Daraja makes them now: `6b16-43f4-a9f6-8e81ad29eeab2987739`. */
export function originatorConversationId(): string {
  return `${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}${digits(7)}`;
}

/** `2547 ***** 126`: how C2B v2 shows the payer's number. */
export function maskedMsisdn(msisdn: string): string {
  return `${msisdn.slice(0, 4)} ***** ${msisdn.slice(-3)}`;
}

import type { ToastText } from '@mimea/shared';
import type { ContactMessage } from './contact-form-rules';

/** Why a message did not reach the shop, in the terms the shopper needs to act on. */
export type ContactSendFailure = 'rate-limited' | 'rejected' | 'unavailable';
export type ContactSendResult = { ok: true } | { ok: false; reason: ContactSendFailure };

export interface ContactSendOptions {
  endpoint?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export const DEFAULT_CONTACT_ENDPOINT = '/api/messages';
export const DEFAULT_CONTACT_TIMEOUT_MS = 15_000;

/** The shopper's toast for each failure. */
export const contactSendFailures: Record<ContactSendFailure, ToastText> = {
  'rate-limited': { title: 'Message not sent', text: 'You have sent several messages in a short time. Please wait a minute and try again.' },
  rejected: { title: 'Message not sent', text: 'Some details could not be accepted. Please check the form and try again.' },
  unavailable: { title: 'Message not sent', text: 'We could not send your message just now. Please try again, or call or WhatsApp us.' },
};

function failureFor(status: number): ContactSendFailure {
  if (status === 429) return 'rate-limited';
  if (status === 400 || status === 413 || status === 422) return 'rejected';
  return 'unavailable';
}

/**
 * Posts a checked message to the shop's message service, every value trimmed. Never rejects:
 * no answer, a hung answer (after timeoutMs) or a missing fetch all end as 'unavailable'.
 * Nothing is logged: the message holds the shopper's personal data.
 */
export async function sendContactMessage(message: ContactMessage, options: ContactSendOptions = {}): Promise<ContactSendResult> {
  const { endpoint = DEFAULT_CONTACT_ENDPOINT, timeoutMs = DEFAULT_CONTACT_TIMEOUT_MS } = options;
  const body: ContactMessage = {
    name: message.name.trim(),
    email: message.email.trim(),
    phone: message.phone.trim(),
    productInterest: message.productInterest.trim(),
    message: message.message.trim(),
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // Read at call time, inside the try: a page without fetch fails as 'unavailable', not with a throw.
    const fetchImpl = options.fetchImpl ?? globalThis.fetch;
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    return response.ok ? { ok: true } : { ok: false, reason: failureFor(response.status) };
  } catch {
    return { ok: false, reason: 'unavailable' };
  } finally {
    clearTimeout(timer);
  }
}

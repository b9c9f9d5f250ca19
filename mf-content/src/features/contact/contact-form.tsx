import { useRef, useState, type FormEvent, type Ref } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { LabelledInput, ShopButton, showToast, useDrawingServerHtml } from '@mimea/shared';
import {
  CONTACT_LIMITS,
  EMPTY_CONTACT_MESSAGE,
  PRODUCT_INTEREST_OPTIONS,
  validateContactMessage,
  type ContactErrors,
  type ContactField,
  type ContactMessage,
} from '../../domain/contact/contact-form-rules';
import { contactSendFailures, sendContactMessage } from '../../domain/contact/send-contact-message';

/** The longest text each box takes (the product choice has none). */
const FIELD_LIMITS: Partial<Record<ContactField, number>> = CONTACT_LIMITS;

interface Props {
  /** The name field, for the FAQ's Contact Us. */
  nameRef: Ref<HTMLInputElement>;
  /** Sends a checked message; by default to the shop's message service. */
  send?: typeof sendContactMessage;
}

/**
 * The message form (purchase spec section 2.5). Errors show on submit and then follow the
 * typing. Only once the shop has the message does the 'Message Sent' toast show and the fields
 * clear; a failure says why in a toast and keeps everything typed.
 */
export function ContactForm({ nameRef, send = sendContactMessage }: Props) {
  const [values, setValues] = useState<ContactMessage>(EMPTY_CONTACT_MESSAGE);
  const serverHtml = useDrawingServerHtml();
  const [submitted, setSubmitted] = useState(false);
  // Two quick clicks both run before a re-render: the ref, not the state, stops the second.
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const errors: ContactErrors = submitted ? validateContactMessage(values) : {};

  // Each box keeps a line under it for its error, so an error appearing moves nothing.
  const field = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
    helperText: ' ',
    maxLength: FIELD_LIMITS[name],
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const problems = validateContactMessage(values);
    if (Object.keys(problems).length > 0) {
      setSubmitted(true);
      // Take the shopper to the first field to fix.
      const first = Object.keys(problems)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      const result = await send(values);
      if (!result.ok) {
        showToast(contactSendFailures[result.reason], 'error');
        return;
      }
      showToast({ title: 'Message Sent', text: `Thank you, ${values.name.trim()}. We will reply within 24 hours.` }, 'success');
      setValues(EMPTY_CONTACT_MESSAGE);
      setSubmitted(false);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Send us a message" sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <LabelledInput {...field('name')} label="Name" required autoComplete="name" inputRef={nameRef} />
      <LabelledInput {...field('email')} label="Email" type="email" required autoComplete="email" />
      <LabelledInput {...field('phone')} label="Phone (optional)" type="tel" autoComplete="tel" />
      <LabelledInput {...field('productInterest')} label="Product of interest (optional)" options={[{ value: '', label: 'None' }, ...PRODUCT_INTEREST_OPTIONS]} />
      <LabelledInput {...field('message')} label="Message" required rows={5} sx={{ gridColumn: '1 / -1' }} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        {/* aria-disabled, not disabled: the button keeps focus while sending; submit ignores it. */}
        {/* Not before the page is live: the browser would send the form itself, and reload. */}
        <ShopButton type="submit" variant="contained" size="large" aria-disabled={sending} disabled={serverHtml}>
          {sending ? 'Sending…' : 'Send Message'}
        </ShopButton>
      </Box>
    </Box>
  );
}

import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ContactForm } from './contact-form';
import type { ContactMessage } from '../../domain/contact/contact-form-rules';
import type { ContactSendResult, sendContactMessage } from '../../domain/contact/send-contact-message';
import { renderPage } from '@mimea/shared/testing/render-page';

type Send = typeof sendContactMessage;

/** Renders the form alone, with the shop's providers, sending through the given sender. */
function renderForm(send: jest.Mock<ReturnType<Send>, Parameters<Send>>) {
  renderPage([{ path: '/contact', element: <ContactForm nameRef={createRef<HTMLInputElement>()} send={send} /> }], '/contact');
}

const textFields = { Name: 'Achieng', Email: 'achieng@example.co.ke', 'Phone (optional)': '+254 712 345 678', Message: 'Is it gentle enough for a baby?' };

/**
 * Each field in one input event, as pasting or autofill does (typing key by key took seconds per
 * test), found by its label: a role query walks the whole accessibility tree each time.
 */
async function fillIn(user: UserEvent) {
  for (const [name, value] of Object.entries(textFields)) {
    await user.click(screen.getByLabelText(new RegExp(`^${name.replace(/[()]/g, '\\$&')}`)));
    await user.paste(value);
  }
  await user.selectOptions(screen.getByLabelText(/^Product of interest/), 'Olive Soap');
}

const typed: ContactMessage = {
  name: 'Achieng',
  email: 'achieng@example.co.ke',
  phone: '+254 712 345 678',
  productInterest: 'olive-soap',
  message: 'Is it gentle enough for a baby?',
};

describe('the contact form', () => {
  it("sends the typed message once; on ok 'Message Sent' and the fields cleared", async () => {
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>().mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    renderForm(send);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(typed);
    for (const name of Object.keys(textFields)) expect(screen.getByRole('textbox', { name })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Product of interest (optional)' })).toHaveValue('');
  });

  it('says why when the message could not be sent, and keeps every field as typed', async () => {
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>().mockResolvedValue({ ok: false, reason: 'unavailable' });
    const user = userEvent.setup();
    renderForm(send);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('We could not send your message just now. Please try again, or call or WhatsApp us.')).toBeInTheDocument();
    expect(screen.getByText('Message not sent')).toBeInTheDocument();
    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument();
    for (const [name, value] of Object.entries(textFields)) expect(screen.getByRole('textbox', { name })).toHaveValue(value);
    expect(screen.getByRole('combobox', { name: 'Product of interest (optional)' })).toHaveTextContent('Olive Soap');
    expect(screen.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it("shows 'Sending…' while the shop has not answered and sends only once for a second click", async () => {
    let answer: (result: ContactSendResult) => void = () => undefined;
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderForm(send);
    await fillIn(user);
    const button = screen.getByRole('button', { name: 'Send Message' });
    await user.click(button);
    expect(button).toHaveAccessibleName('Sending…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument();
    answer({ ok: true });
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(button).toHaveAccessibleName('Send Message');
  });

  it('sends nothing while the form has errors', async () => {
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>();
    const user = userEvent.setup();
    renderForm(send);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});

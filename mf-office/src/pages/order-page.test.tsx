import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF, standInOfficeService } from '../test/office-service-stub';
import { renderOffice, signedInAs } from '../test/render-office';

const service = standInOfficeService();
const ORDER_ID = 'MN-20261126-AAAA';

async function openCancel(user: ReturnType<typeof userEvent.setup>) {
  renderOffice(`/office/orders/${ORDER_ID}`);
  await screen.findByRole('region', { name: 'Shopper' });
  await user.click(screen.getByRole('button', { name: 'Cancel order' }));
  return screen.findByRole('dialog', { name: 'Cancel order' });
}

describe('an order in the office', () => {
  it('shows the order, the shopper with reply links, and its history', async () => {
    await signedInAs('staff');
    renderOffice(`/office/orders/${ORDER_ID}`);
    const shopper = await screen.findByRole('region', { name: 'Shopper' });
    expect(within(shopper).getByText('Wanjiku Njoroge')).toBeInTheDocument();
    expect(within(shopper).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+254712345678');
    expect(within(shopper).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/254712345678\?text=/);
    expect(within(shopper).getByText('*****678')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Lines' })).toHaveTextContent('Olive Soap');
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('the shopper');
    for (const name of ['Mark ready', 'Collected', 'Cancel order']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('cancels with a reason, which the history then shows', async () => {
    const user = userEvent.setup();
    await signedInAs('staff');
    const dialog = await openCancel(user);
    await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The shopper asked by phone');
    await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Reason: The shopper asked by phone');
    expect(service().bodies.at(-1)).toEqual({ path: `/orders/${ORDER_ID}/actions`, body: { action: 'cancel', expectedVersion: 1, reason: 'The shopper asked by phone' } });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows the order as it is now after someone else changed it first', async () => {
    const user = userEvent.setup();
    await signedInAs('staff');
    renderOffice(`/office/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Mark ready' }));
    service().changeBehind(ORDER_ID, 'ready', 'ready', 'Wanjiru');
    await user.click(within(await screen.findByRole('dialog', { name: 'Mark ready' })).getByRole('button', { name: /Confirm/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Wanjiru changed this order at 14:02. Look at it again before you change it.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark ready' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Wanjiru');
  });

  it('signs in again in place when the session ended mid-action, then does the action as it was decided', async () => {
    const user = userEvent.setup();
    await signedInAs('staff');
    const dialog = await openCancel(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Paid twice by mistake');
    service().endSessions();
    await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));

    const signIn = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(within(signIn).getByLabelText(/Username/)).toHaveValue(STAFF.username);
    await user.type(within(signIn).getByLabelText(/Password/), STAFF.password);
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(service().orders.get(ORDER_ID)?.status).toBe('cancelled');
    const sent = service().bodies.filter((entry) => entry.path.endsWith('/actions'));
    expect(sent.map((entry) => entry.body)).toEqual([
      { action: 'cancel', expectedVersion: 1, reason: 'Paid twice by mistake' },
      { action: 'cancel', expectedVersion: 1, reason: 'Paid twice by mistake' },
    ]);
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Reason: Paid twice by mistake');
  });

  it('keeps the dialog and the typed reason when the order service is not answering', async () => {
    const user = userEvent.setup();
    await signedInAs('staff');
    const dialog = await openCancel(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Out of stock');
    service().goDown();
    await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The order service is not answering. Nothing was changed; what you typed is kept.');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Out of stock');

    service().comeBack();
    await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(service().orders.get(ORDER_ID)?.status).toBe('cancelled');
  });
});

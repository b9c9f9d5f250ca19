import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MANAGER, NATIONAL_ID, STAFF, standInOfficeService } from '../test/office-service-stub';
import { renderOffice, signedInAs } from '../test/render-office';

const service = standInOfficeService();
const ORDER_ID = 'MN-20261126-AAAA';
/** Not paid yet (cash on delivery): staff may cancel it; a paid one is the owner's or a manager's. */
const UNPAID_ID = 'MN-20261126-BBBB';

async function openCancel(user: ReturnType<typeof userEvent.setup>) {
  renderOffice(`/office/orders/${UNPAID_ID}`);
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
    for (const name of ['Mark ready', 'Hand over']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    // Paid: cancelling it is the owner's or a manager's.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('hands over only with the order number and the shopper’s national ID, keeping what was typed when they do not match', async () => {
    const user = userEvent.setup();
    await signedInAs('staff');
    renderOffice('/office/orders/MN-20261126-DDDD');
    await user.click(await screen.findByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over' });
    const orderNumber = within(dialog).getByRole('textbox', { name: 'Order number' });
    const nationalId = within(dialog).getByRole('textbox', { name: 'Shopper’s national ID' });
    expect(orderNumber).toHaveValue('');
    expect(orderNumber).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Hand over' }));
    expect(within(dialog).getByText('Type the order number the shopper gives.')).toBeInTheDocument();
    expect(service().bodies.filter((entry) => entry.path.endsWith('/actions'))).toEqual([]);

    await user.type(orderNumber, 'mn-20261126-dddd');
    await user.type(nationalId, '1111 2222');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Hand over' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("The national ID does not match this order's. Do not hand it over.");
    expect(orderNumber).toHaveValue('mn-20261126-dddd');
    expect(nationalId).toHaveValue('1111 2222');
    expect(service().orders.get('MN-20261126-DDDD')?.status).toBe('ready');

    await user.clear(nationalId);
    await user.type(nationalId, NATIONAL_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Hand over' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(service().orders.get('MN-20261126-DDDD')?.status).toBe('collected');
    expect(service().bodies.filter((entry) => entry.path.endsWith('/actions')).map((entry) => entry.body)).toEqual([
      { action: 'collect', expectedVersion: 1, handover: { orderId: 'mn-20261126-dddd', nationalId: '1111 2222' } },
      { action: 'collect', expectedVersion: 1, handover: { orderId: 'mn-20261126-dddd', nationalId: NATIONAL_ID } },
    ]);
  });

  it('offers staff no “Verify payment”, a manager does; a role refused is said in words in the dialog', async () => {
    const user = userEvent.setup();
    await signedInAs('staff');
    const staffView = renderOffice('/office/orders/MN-20261126-CCCC');
    await screen.findByRole('button', { name: 'Cancel order' });
    expect(screen.queryByRole('button', { name: 'Verify payment' })).not.toBeInTheDocument();
    staffView.unmount();

    await signedInAs('manager');
    renderOffice('/office/orders/MN-20261126-CCCC');
    await user.click(await screen.findByRole('button', { name: 'Verify payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify payment' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Saw the M-Pesa SMS on the till phone');
    // The owner makes them staff meanwhile.
    const manager = service().accounts.get(MANAGER.username);
    if (manager) manager.role = 'staff';
    await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only the owner or a manager may do this.');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Saw the M-Pesa SMS on the till phone');
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
    expect(service().bodies.at(-1)).toEqual({ path: `/orders/${UNPAID_ID}/actions`, body: { action: 'cancel', expectedVersion: 1, reason: 'The shopper asked by phone' } });
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
    expect(service().orders.get(UNPAID_ID)?.status).toBe('cancelled');
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
    expect(service().orders.get(UNPAID_ID)?.status).toBe('cancelled');
  });
});

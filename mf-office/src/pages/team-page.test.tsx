import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MANAGER, NEW_STAFF, STAFF, standInOfficeService } from '../test/office-service-stub';
import { renderOffice, signedInAs } from '../test/render-office';

const service = standInOfficeService();

/** MUI's breakpoints read matchMedia, which jsdom lacks (so a test is a phone unless told). */
function onALaptop() {
  window.matchMedia = (query: string) =>
    ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined }) as unknown as MediaQueryList;
}

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

const rowOf = (username: string) => {
  const cell = within(screen.getByRole('table', { name: 'Accounts' })).getByText(username);
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${username}`);
  return row;
};

describe('the team (owner)', () => {
  it('lists each account’s role, second factor, recovery codes left and failed sign-ins; no actions on the owner', async () => {
    onALaptop();
    await signedInAs('owner');
    renderOffice('/office/team');
    await screen.findByRole('table', { name: 'Accounts' });
    const headers = within(screen.getByRole('table', { name: 'Accounts' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Role', 'Second factor', 'Recovery codes left', 'Failed sign-ins, last hour', 'Status', 'Actions']);
    expect(within(rowOf('amina')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Amina Wanjiruamina', 'owner', 'Set up', '10', '0', 'Active', '']);
    expect(within(rowOf(STAFF.username)).getAllByRole('cell').slice(1, 6).map((cell) => cell.textContent)).toEqual(['staff', 'None', '0', '2', 'Active']);
    expect(rowOf(NEW_STAFF.username)).toHaveTextContent('Has a one-time password until 27 Nov 2099, 14:00');
    expect(rowOf('baraka')).toHaveTextContent('One-time password expired: reset it');
    expect(within(rowOf(MANAGER.username)).getByRole('button', { name: `Make ${MANAGER.username} staff` })).toBeInTheDocument();
  });

  it('resets a password and shows the new one-time password once, with when it expires', async () => {
    const user = userEvent.setup();
    await signedInAs('owner');
    renderOffice('/office/team');
    await user.click(await screen.findByRole('button', { name: `Reset password of ${STAFF.username}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(dialog).toHaveTextContent('Give Otieno Kamau (otieno) a new one-time password?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Reset password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const given = screen.getByText(/new one-time password, to sign in as/).closest('[role="status"]') as HTMLElement;
    expect(given).toHaveTextContent('Otieno Kamau’s new one-time password, to sign in as otieno: one-time 0001. It works until 27 Nov 2026, 14:02 and is shown only now');
    expect(service().accounts.get(STAFF.username)?.password).toBe('one-time 0001');
    expect(service().calls).toContain('POST /api/office/accounts/otieno/reset-password');
    await user.click(within(given).getByRole('button', { name: /close/i }));
    expect(screen.queryByText('one-time 0001')).not.toBeInTheDocument();
  });

  it('adds a manager, resets a second factor, changes a role and disables, each confirmed', async () => {
    const user = userEvent.setup();
    const otieno = service().accounts.get(STAFF.username);
    if (otieno) Object.assign(otieno, { secondFactor: true, recoveryCodes: ['AAAAA-BBBBB'] });
    await signedInAs('owner');
    renderOffice('/office/team');
    await screen.findByRole('list', { name: 'Accounts' });

    const add = screen.getByRole('region', { name: 'Add an account' });
    await user.type(within(add).getByRole('textbox', { name: /Username/ }), 'akinyi');
    await user.type(within(add).getByRole('textbox', { name: /Name/ }), 'Akinyi Atieno');
    await user.click(within(add).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await user.click(within(add).getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText(/Akinyi Atieno can sign in as/)).toHaveTextContent('with the one-time password one-time 9090. It works until 27 Nov 2026, 14:02');
    expect(service().bodies.find((entry) => entry.path === '/accounts')?.body).toEqual({ username: 'akinyi', name: 'Akinyi Atieno', role: 'manager' });

    await user.click(screen.getByRole('button', { name: `Reset second factor of ${STAFF.username}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reset second factor' })).getByRole('button', { name: /Confirm/ }));
    expect(await screen.findByText(/The second factor of Otieno Kamau \(otieno\) is cleared/)).toBeInTheDocument();
    expect(service().accounts.get(STAFF.username)).toMatchObject({ secondFactor: false, recoveryCodes: [] });

    await user.click(screen.getByRole('button', { name: `Make ${STAFF.username} a manager` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Change role' })).getByRole('button', { name: 'Confirm: Make manager' }));
    expect(await screen.findByText('Otieno Kamau (otieno) is now a manager.')).toBeInTheDocument();
    expect(service().bodies.find((entry) => entry.path === '/accounts/otieno/role')?.body).toEqual({ role: 'manager' });

    await user.click(screen.getByRole('button', { name: `Disable ${STAFF.username}` }));
    const disable = await screen.findByRole('dialog', { name: 'Disable account' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(disable).not.toBeInTheDocument());
    expect(service().accounts.get(STAFF.username)?.disabledAt).toBeNull();
    await user.click(screen.getByRole('button', { name: `Disable ${STAFF.username}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Disable account' })).getByRole('button', { name: 'Confirm: Disable' }));
    await waitFor(() => expect(service().accounts.get(STAFF.username)?.disabledAt).not.toBeNull());
  });

  it('requires a second factor for staff and managers when the owner says so', async () => {
    const user = userEvent.setup();
    await signedInAs('owner');
    renderOffice('/office/team');
    const setting = await screen.findByRole('checkbox', { name: 'Require a second factor for staff and managers' });
    expect(setting).not.toBeChecked();
    await user.click(setting);
    await waitFor(() => expect(setting).toBeChecked());
    expect(service().settings.staffSecondFactor).toBe(true);
    expect(screen.getByText(/Saved: staff and managers without a second factor set one up/)).toBeInTheDocument();
    expect(service().bodies.find((entry) => entry.path === '/settings')?.body).toEqual({ staffSecondFactor: true });
  });
});

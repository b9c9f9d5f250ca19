import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPIRED, OWNER, RECOVERY_CODES, STAFF, THROTTLED_USERNAME, standInOfficeService } from '../test/office-service-stub';
import { renderOffice, shown } from '../test/render-office';

const service = standInOfficeService();
const lastSignIn = () => service().bodies.filter((entry) => entry.path === '/session').at(-1)?.body;

async function typeCredentials(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(await screen.findByLabelText(/Username/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in to the office', () => {
  it('asks the owner for the one-time code, then goes where they were going', async () => {
    const user = userEvent.setup();
    renderOffice('/office/messages');
    await screen.findByRole('heading', { name: 'Sign in to the office' });
    expect(shown.url).toBe('/office/sign-in');
    await typeCredentials(user, OWNER.username, OWNER.password);

    const code = await screen.findByLabelText(/One-time code/);
    expect(screen.getByText('Type the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // A wrong code and a wrong password get the same words.
    expect(await screen.findByRole('alert')).toHaveTextContent('The username, password or code is wrong.');
    expect(screen.getByLabelText(/One-time code/)).toHaveValue('');

    await user.type(screen.getByLabelText(/One-time code/), OWNER.code);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Messages' });
    expect(shown.url).toBe('/office/messages');
    expect(lastSignIn()).toEqual({ username: OWNER.username, password: OWNER.password, code: OWNER.code });
    expect(screen.queryByText(/recovery code/)).not.toBeInTheDocument();
  });

  it('signs in with a recovery code instead, then says how many are left and leads to a new authenticator', async () => {
    const user = userEvent.setup();
    renderOffice('/office/orders');
    await typeCredentials(user, OWNER.username, OWNER.password);
    await screen.findByLabelText(/One-time code/);

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByLabelText(/One-time code/)).not.toBeInTheDocument();
    const recovery = screen.getByRole('textbox', { name: /Recovery code/ });
    expect(recovery).toHaveAttribute('name', 'recoveryCode');
    await user.type(recovery, 'WRONG-CODE1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The username, password or code is wrong.');
    // A typo is corrected, not typed again.
    expect(screen.getByRole('textbox', { name: /Recovery code/ })).toHaveValue('WRONG-CODE1');

    await user.clear(screen.getByRole('textbox', { name: /Recovery code/ }));
    await user.type(screen.getByRole('textbox', { name: /Recovery code/ }), RECOVERY_CODES[0]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Orders' });
    expect(lastSignIn()).toEqual({ username: OWNER.username, password: OWNER.password, recoveryCode: RECOVERY_CODES[0] });

    const notice = screen.getByText(/You signed in with a recovery code/).closest('[role="status"]');
    expect(notice).toHaveTextContent('You signed in with a recovery code: 9 are left.');
    expect(within(notice as HTMLElement).getByRole('link', { name: 'Set up a new authenticator' })).toHaveAttribute('href', '/office/account#second-factor');
    await user.click(within(notice as HTMLElement).getByRole('link', { name: 'Set up a new authenticator' }));
    await screen.findByRole('heading', { name: 'Account' });
    await user.click(screen.getByRole('button', { name: 'Set up a new authenticator' }));
    expect(await screen.findByLabelText(/Your password/)).toBeInTheDocument();
  });

  it('says an expired one-time password has expired, and how long to wait after too many failures', async () => {
    const user = userEvent.setup();
    renderOffice('/office/sign-in');
    await typeCredentials(user, EXPIRED.username, EXPIRED.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('This one-time password has expired. Ask the owner for a new one.');

    await user.clear(screen.getByLabelText(/Username/));
    await user.clear(screen.getByLabelText(/^Password/));
    await typeCredentials(user, THROTTLED_USERNAME, 'anything at all');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many failed sign-ins. Try again in 14 minutes.'));
  });

  it('says a wrong password is wrong, and signs staff in without a code', async () => {
    const user = userEvent.setup();
    renderOffice('/office');
    await typeCredentials(user, STAFF.username, 'not the password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The username, password or code is wrong.');
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), STAFF.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Orders' });
    await waitFor(() => expect(shown.url).toBe('/office/orders'));
  });
});

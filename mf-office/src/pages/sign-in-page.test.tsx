import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWNER, STAFF, standInOfficeService } from '../test/office-service-stub';
import { renderOffice, shown } from '../test/render-office';

standInOfficeService();

describe('signing in to the office', () => {
  it('asks the owner for the one-time code, then goes where they were going', async () => {
    const user = userEvent.setup();
    renderOffice('/office/messages');
    await screen.findByRole('heading', { name: 'Sign in to the office' });
    expect(shown.url).toBe('/office/sign-in');

    await user.type(screen.getByLabelText(/Username/), OWNER.username);
    await user.type(screen.getByLabelText(/Password/), OWNER.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText(/One-time code/);
    expect(screen.getByText('Type the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is wrong or was already used.');

    await user.type(screen.getByLabelText(/One-time code/), OWNER.code);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Messages' });
    expect(shown.url).toBe('/office/messages');
  });

  it('says a locked account is locked, and for how long', async () => {
    const user = userEvent.setup();
    renderOffice('/office/sign-in');
    await user.type(await screen.findByLabelText(/Username/), 'locked');
    await user.type(screen.getByLabelText(/Password/), 'anything at all');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed attempts: this account is locked. Try again in 14 minutes.');
  });

  it('says a wrong password is wrong, and signs staff in without a code', async () => {
    const user = userEvent.setup();
    renderOffice('/office');
    await user.type(await screen.findByLabelText(/Username/), STAFF.username);
    await user.type(screen.getByLabelText(/Password/), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is wrong.');
    await user.clear(screen.getByLabelText(/Password/));
    await user.type(screen.getByLabelText(/Password/), STAFF.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Orders' });
    await waitFor(() => expect(shown.url).toBe('/office/orders'));
  });
});

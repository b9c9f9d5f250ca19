import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEW_STAFF, standInOfficeService } from '../test/office-service-stub';
import { renderOffice, shown, signedInAs } from '../test/render-office';

const service = standInOfficeService();

describe('the account', () => {
  it('makes a person signed in with a one-time password choose their own first', async () => {
    const user = userEvent.setup();
    renderOffice('/office/sign-in');
    await user.type(await screen.findByLabelText(/Username/), NEW_STAFF.username);
    await user.type(screen.getByLabelText(/^Password/), NEW_STAFF.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { name: 'Choose your password' });
    expect(screen.queryByRole('navigation', { name: 'Office' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Current password/), NEW_STAFF.password);
    await user.type(screen.getByLabelText(/^New password \*?$/), 'short');
    await user.type(screen.getByLabelText(/New password again/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The new password needs at least 12 characters.');

    await user.clear(screen.getByLabelText(/^New password \*?$/));
    await user.clear(screen.getByLabelText(/New password again/));
    await user.type(screen.getByLabelText(/^New password \*?$/), 'my own long password');
    await user.type(screen.getByLabelText(/New password again/), 'my own long password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('heading', { name: 'Orders' });
    expect(service().bodies.find((entry) => entry.path === '/password')?.body).toEqual({ current: NEW_STAFF.password, next: 'my own long password' });
  });

  it('signs out everywhere and goes back to the sign-in', async () => {
    const user = userEvent.setup();
    await signedInAs('owner');
    renderOffice('/office/account');
    await screen.findByText(/Signed in as/);
    expect(screen.getByRole('link', { name: 'Access record' })).toHaveAttribute('href', '/office/record');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await screen.findByRole('heading', { name: 'Sign in to the office' });
    await waitFor(() => expect(shown.url).toBe('/office/sign-in'));
    expect(service().calls).toContain('POST /api/office/session/everywhere');
  });
});

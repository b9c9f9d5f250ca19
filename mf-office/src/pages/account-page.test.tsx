import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENROL_CODE, ENROLMENT, NEW_RECOVERY_CODES, NEW_STAFF, OWNER, standInOfficeService } from '../test/office-service-stub';
import { renderOffice, shown, signedInAs } from '../test/render-office';
import { savedFiles, textOf } from '../test/saved-files';

const service = standInOfficeService();

async function signInOwner(user: ReturnType<typeof userEvent.setup>) {
  renderOffice('/office/orders');
  await user.type(await screen.findByLabelText(/Username/), OWNER.username);
  await user.type(screen.getByLabelText(/^Password/), OWNER.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

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

  it('has an owner without a second factor set one up first: the QR code, the code, then the recovery codes shown once', async () => {
    const user = userEvent.setup();
    const owner = service().accounts.get(OWNER.username);
    if (owner) Object.assign(owner, { secondFactor: false, recoveryCodes: [] });
    const saved = savedFiles();
    await signInOwner(user);
    await screen.findByRole('heading', { name: 'Set up your second factor' });
    expect(screen.queryByRole('navigation', { name: 'Office' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Your password/), 'not my password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This is not your password.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Your password/));
    await user.type(screen.getByLabelText(/Your password/), OWNER.password);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(ENROLMENT.qrSvg)}`);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Scan the QR code' })).toHaveFocus();
    await user.type(screen.getByLabelText(/Code from the app/), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This code is wrong. Type the one your app shows now.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Code from the app/)).toHaveValue('');
    await user.type(screen.getByLabelText(/Code from the app/), ENROL_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(NEW_RECOVERY_CODES);
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(saved.files.map((file) => file.name)).toEqual(['mimea-office-recovery-codes-amina.txt']);
    const text = await textOf(saved.files[0]?.blob ?? new Blob());
    for (const code of NEW_RECOVERY_CODES) expect(text).toContain(`\n${code}\n`);

    const goOn = screen.getByRole('button', { name: 'Continue' });
    expect(goOn).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    await user.click(goOn);
    await screen.findByRole('heading', { name: 'Orders' });
    // Shown once: nowhere once gone on.
    expect(screen.queryByText(NEW_RECOVERY_CODES[0] ?? '')).not.toBeInTheDocument();
    expect(service().bodies.filter((entry) => entry.path.startsWith('/second-factor')).map((entry) => entry.body)).toEqual([
      { password: 'not my password' },
      { password: OWNER.password },
      { code: '111111' },
      { code: ENROL_CODE },
    ]);
  });

  it('asks the code of an account with a second factor to change its password, and shows each problem beside its field', async () => {
    const user = userEvent.setup();
    await signedInAs('owner');
    renderOffice('/office/account');
    const code = await screen.findByLabelText(/Code from your authenticator app/);
    await user.type(screen.getByLabelText(/Current password/), 'not the password');
    await user.type(screen.getByLabelText(/^New password \*?$/), 'password1234');
    await user.type(screen.getByLabelText(/New password again/), 'password1234');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is wrong.');
    expect(screen.getByLabelText(/Current password/)).toHaveAccessibleDescription('This is not your current password.');
    expect(screen.getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Code from your authenticator app/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(/Current password/));
    await user.type(screen.getByLabelText(/Current password/), OWNER.password);
    await user.type(screen.getByLabelText(/Code from your authenticator app/), OWNER.code);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByLabelText(/^New password \*?$/)).toHaveAccessibleDescription('This password is on the lists of passwords most often used or leaked. Choose another.');
    expect(service().bodies.filter((entry) => entry.path === '/password').map((entry) => entry.body)).toEqual([
      { current: 'not the password', next: 'password1234', code: '000000' },
      { current: OWNER.password, next: 'password1234', code: OWNER.code },
    ]);
  });

  it('sets up a new authenticator from the Account page, and may be left before it is confirmed', async () => {
    const user = userEvent.setup();
    await signedInAs('owner');
    renderOffice('/office/account');
    const section = await screen.findByRole('region', { name: 'Second factor' });
    await user.click(within(section).getByRole('button', { name: 'Set up a new authenticator' }));
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    await user.click(within(section).getByRole('button', { name: 'Set up a new authenticator' }));
    await user.type(within(section).getByLabelText(/Your password/), OWNER.password);
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    await user.type(await within(section).findByLabelText(/Code from the app/), ENROL_CODE);
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));
    await within(section).findByRole('list', { name: 'Recovery codes' });
    await user.click(within(section).getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(within(section).getByRole('status')).toHaveTextContent('Your new authenticator is set up.');
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWNER, standInOfficeService } from '../test/office-service-stub';
import { renderOffice, signedInAs } from '../test/render-office';
import { savedFiles, textOf } from '../test/saved-files';

const service = standInOfficeService();

/** MUI's breakpoints read matchMedia, which jsdom lacks (so a test is a phone unless told). */
function onALaptop() {
  window.matchMedia = (query: string) =>
    ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined }) as unknown as MediaQueryList;
}

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

const auditCalls = () => service().calls.filter((call) => call.startsWith('GET /api/office/audit?'));
const csvCalls = () => service().calls.filter((call) => call.startsWith('GET /api/office/audit.csv'));

describe('the access record (owner)', () => {
  it('says the chain is intact and what each entry did, in words', async () => {
    onALaptop();
    await signedInAs('owner');
    renderOffice('/office/record');
    expect(await screen.findByRole('status')).toHaveTextContent('The record is intact: 5 entries checked.');
    const table = screen.getByRole('table', { name: 'Access record' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[2]).toHaveTextContent('amina (owner)');
    expect(rows[2]).toHaveTextContent('Order action');
    expect(rows[2]).toHaveTextContent('Action: Cancel order. Reason: Out of stock');
    expect(rows[0]).toHaveTextContent('Refused');
    expect(rows[0]).toHaveTextContent('Refused: not allowed for their role');
    expect(rows[1]).toHaveTextContent('Listed or searched orders');
    expect(rows[1]).toHaveTextContent('Searched by phone number');
    expect(rows[3]).toHaveTextContent('Hand-over refused');
    expect(rows[3]).toHaveTextContent("The national ID does not match this order's. Do not hand it over.");
    expect(rows[4]).toHaveTextContent('Reset a password');
    expect(rows[4]).toHaveTextContent('Account: njeri');
  });

  it('filters by days, account, order and action, and exports what it shows', async () => {
    const user = userEvent.setup();
    await signedInAs('owner');
    renderOffice('/office/record');
    await screen.findByRole('list', { name: 'Access record' });
    const saved = savedFiles();
    /** Exports, and says what the file asked for and how many lines it has. */
    const exported = async () => {
      const before = saved.files.length;
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved.files).toHaveLength(before + 1));
      const file = saved.files.at(-1)!;
      return { name: file.name, asked: csvCalls().at(-1), lines: (await textOf(file.blob)).split('\n').length };
    };
    expect(await exported()).toEqual({ name: 'mimea-access-record.csv', asked: 'GET /api/office/audit.csv', lines: 6 });

    const form = screen.getByRole('form', { name: 'Filter the record' });
    fireEvent.change(within(form).getByLabelText('From day'), { target: { value: '2026-11-26' } });
    fireEvent.change(within(form).getByLabelText('To day'), { target: { value: '2026-11-26' } });
    await user.type(within(form).getByRole('textbox', { name: 'Account' }), 'amina');
    await user.type(within(form).getByRole('textbox', { name: 'Order ID' }), 'MN-20261126-BBBB');
    await user.click(within(form).getByRole('combobox', { name: /Action/ }));
    await user.click(await screen.findByRole('option', { name: 'Order action' }));
    // Typed, not applied yet: the export still has the filters shown.
    expect((await exported()).asked).toBe('GET /api/office/audit.csv');
    await user.click(within(form).getByRole('button', { name: 'Filter' }));

    await waitFor(() => expect(auditCalls().at(-1)).toBe('GET /api/office/audit?from=2026-11-26&to=2026-11-26&account=amina&orderId=MN-20261126-BBBB&action=order.action&page=1'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Access record' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'Access record' })).toHaveTextContent('Order action: MN-20261126-BBBB');
    expect(await exported()).toEqual({
      name: 'mimea-access-record.csv',
      asked: 'GET /api/office/audit.csv?from=2026-11-26&to=2026-11-26&account=amina&orderId=MN-20261126-BBBB&action=order.action',
      lines: 2,
    });
  });

  it('asks to sign in again when the session ended before an export, and saves the file, never the refusal', async () => {
    const user = userEvent.setup();
    await signedInAs('owner');
    renderOffice('/office/record');
    await screen.findByRole('list', { name: 'Access record' });
    const saved = savedFiles();
    service().endSessions();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(saved.files).toEqual([]);
    await user.type(within(signIn).getByLabelText(/Password/), OWNER.password);
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await user.type(await within(signIn).findByLabelText(/code/i), OWNER.code);
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(saved.files).toHaveLength(1));
    expect(await textOf(saved.files[0]!.blob)).toMatch(/^id,at,username,action\n/);
  });

  it('refuses days in the wrong order before asking', async () => {
    const user = userEvent.setup();
    await signedInAs('owner');
    renderOffice('/office/record');
    const form = await screen.findByRole('form', { name: 'Filter the record' });
    fireEvent.change(within(form).getByLabelText('From day'), { target: { value: '2026-11-27' } });
    fireEvent.change(within(form).getByLabelText('To day'), { target: { value: '2026-11-26' } });
    const asked = auditCalls().length;
    await user.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The first day comes after the last one.');
    expect(auditCalls()).toHaveLength(asked);
  });

  it('warns, naming the entry, when the chain is broken', async () => {
    service().auditChain = { ok: false, rows: 5, brokenAt: 3 };
    await signedInAs('owner');
    renderOffice('/office/record');
    expect(await screen.findByRole('alert')).toHaveTextContent('The record has been tampered with: entry 3 does not follow from the one before it');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICE_DOWN_MESSAGE } from '../domain/office-fault';
import { OWNER, standInOfficeService } from '../test/office-service-stub';
import { mpesaOrder, tillPayment } from '../test/payments-service-stub';
import { renderOffice, signedInAs } from '../test/render-office';

const service = standInOfficeService();
const ORDER_ID = 'ORDER1764151200000123';
const SUGGESTED = { orderId: ORDER_ID, total: 1160, due: 1160, status: 'awaiting-payment', createdAt: '2026-11-26T10:30:00.000Z', phone: '2547*****999', reasons: ['amount', 'payer', 'time'] };

/** MUI's breakpoints read matchMedia, which jsdom lacks (a test is a phone unless told). */
function onALaptop() {
  window.matchMedia = (query: string) =>
    ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined }) as unknown as MediaQueryList;
}

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

async function findItsOrder(user: ReturnType<typeof userEvent.setup>, receipt: string) {
  const payment = await screen.findByRole('listitem', { name: `Payment ${receipt}` });
  await user.click(within(payment).getByRole('button', { name: 'Find its order' }));
  return payment;
}

describe('the payments page', () => {
  it('lets the owner find an unmatched payment’s order, link it with a reason, and says the order is paid', async () => {
    const user = userEvent.setup();
    const { payments, orders } = service();
    payments.payments.push(tillPayment('TKQ1A2B3C4', 1160), tillPayment('TKQ1A2B3C5', 60, { firstName: null, msisdn: null, account: 'ACC 7', source: 'statement' }));
    payments.suggestions.set('TKQ1A2B3C4', [SUGGESTED]);
    orders.set(ORDER_ID, mpesaOrder(ORDER_ID, 1160));
    await signedInAs('owner');
    renderOffice('/office/payments');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(await screen.findByText('2 payments match no order.')).toBeInTheDocument();
    const other = screen.getByRole('listitem', { name: 'Payment TKQ1A2B3C5' });
    expect(other).toHaveTextContent('Received 26 Nov 2026, 14:02 · till statement to 3481712');
    expect(other).toHaveTextContent('Payer not given · account typed: ACC 7');

    const payment = await findItsOrder(user, 'TKQ1A2B3C4');
    expect(within(payment).getByRole('button', { name: 'Find its order' })).toHaveAttribute('aria-expanded', 'true');
    const suggestion = await within(payment).findByRole('listitem', { name: `Order ${ORDER_ID}` });
    expect(suggestion).toHaveTextContent('KES 1,160 due of KES 1,160 · Awaiting payment · placed 26 Nov 2026, 13:30 · 2547*****999');
    expect(suggestion).toHaveTextContent('Why: amount due matches, same payer, placed within 2 hours');
    expect(within(suggestion).getByRole('link', { name: ORDER_ID })).toHaveAttribute('href', `/office/orders/${ORDER_ID}`);

    await user.click(within(suggestion).getByRole('button', { name: /^Link to this order/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Link payment TKQ1A2B3C4' });
    expect(dialog).toHaveTextContent(`Link the payment TKQ1A2B3C4 of KES 1,160 to order ${ORDER_ID}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Link to this order' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Paid from her husband’s phone; she called');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Link to this order' }));

    const notice = await screen.findByText(`Order ${ORDER_ID} is paid.`);
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
    expect(service().bodies.at(-1)).toEqual({ path: '/payments/TKQ1A2B3C4/link', body: { orderId: ORDER_ID, reason: 'Paid from her husband’s phone; she called' } });
    // The list was asked again: the payment is matched now.
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Payment TKQ1A2B3C4' })).not.toBeInTheDocument());
    expect(screen.getByText('1 payment matches no order.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: `Open order ${ORDER_ID}` }));
    const history = await screen.findByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Linked an M-Pesa payment to this order');
    expect(history).toHaveTextContent('Reason: TKQ1A2B3C4, KES 1,160: Paid from her husband’s phone; she called');
    expect(screen.getByRole('list', { name: 'Payments received' })).toHaveTextContent('TKQ1A2B3C4');
  });

  it('links to an order typed by hand; a refusal and a service down are told in the dialog, which keeps the reason', async () => {
    const user = userEvent.setup();
    const { payments, orders } = service();
    payments.payments.push(tillPayment('TKQ1A2B3C4', 5000), tillPayment('TKQ1A2B3C6', 500));
    orders.set(ORDER_ID, mpesaOrder(ORDER_ID, 1160));
    await signedInAs('owner');
    renderOffice('/office/payments');

    const payment = await findItsOrder(user, 'TKQ1A2B3C4');
    expect(await within(payment).findByText(/No unpaid M-Pesa order near its time/)).toBeInTheDocument();
    const typed = within(payment).getByRole('textbox', { name: 'Another order’s ID' });
    await user.type(typed, 'ORDER12');
    await user.click(within(payment).getByRole('button', { name: 'Link to the order typed' }));
    expect(within(payment).getByText('An order ID is ORDER followed by 16 digits, as on the order’s page.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(typed);
    await user.type(typed, ' order1764151200000123');
    await user.click(within(payment).getByRole('button', { name: 'Link to the order typed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link payment TKQ1A2B3C4' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'She said so on the phone');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Link to this order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('KES 5,000 is more than this order still has to pay (KES 1,160).');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('She said so on the phone');

    service().goDown();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Link to this order' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(SERVICE_DOWN_MESSAGE));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('She said so on the phone');
    service().comeBack();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));

    // Less than the order's total: linked, and the order read again says what is left to pay.
    const smaller = await findItsOrder(user, 'TKQ1A2B3C6');
    await user.type(await within(smaller).findByRole('textbox', { name: 'Another order’s ID' }), ORDER_ID);
    await user.click(within(smaller).getByRole('button', { name: 'Link to the order typed' }));
    const second = await screen.findByRole('dialog', { name: 'Link payment TKQ1A2B3C6' });
    await user.type(within(second).getByRole('textbox', { name: 'Reason' }), 'The first of two payments');
    await user.click(within(second).getByRole('button', { name: 'Confirm: Link to this order' }));
    expect(await screen.findByText(`Linked; order ${ORDER_ID} still has KES 660 to pay.`)).toBeInTheDocument();
    expect(service().calls).toContain(`GET /api/office/orders/${ORDER_ID}`);
  });

  it('signs in again in place when the session ended mid-link, then links as decided', async () => {
    const user = userEvent.setup();
    const { payments, orders } = service();
    payments.payments.push(tillPayment('TKQ1A2B3C4', 1160));
    payments.suggestions.set('TKQ1A2B3C4', [SUGGESTED]);
    orders.set(ORDER_ID, mpesaOrder(ORDER_ID, 1160));
    await signedInAs('owner');
    renderOffice('/office/payments');
    const payment = await findItsOrder(user, 'TKQ1A2B3C4');
    await user.click(await within(payment).findByRole('button', { name: /^Link to this order/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Link payment TKQ1A2B3C4' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Her husband paid');
    service().endSessions();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Link to this order' }));

    const signIn = await screen.findByRole('dialog', { name: 'Sign in again' });
    await user.type(within(signIn).getByLabelText(/Password/), OWNER.password);
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await user.type(await within(signIn).findByLabelText(/code/i), OWNER.code);
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(`Order ${ORDER_ID} is paid.`)).toBeInTheDocument();
    expect(service().bodies.filter((entry) => entry.path === '/payments/TKQ1A2B3C4/link').map((entry) => entry.body.reason)).toEqual(['Her husband paid', 'Her husband paid']);
  });

  it('shows staff the payments, pages of them, and the orders each may be for, but no link and no statement import', async () => {
    const user = userEvent.setup();
    const { payments } = service();
    for (let index = 0; index < 26; index += 1) payments.payments.push(tillPayment(`TKQ1A2B3${String(index).padStart(2, '0')}`, 100 + index));
    payments.suggestions.set('TKQ1A2B300', [SUGGESTED]);
    await signedInAs('staff');
    renderOffice('/office/payments');

    expect(await screen.findByText('26 payments match no order.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: /^Payment / })).toHaveLength(25);
    const payment = await findItsOrder(user, 'TKQ1A2B300');
    expect(await within(payment).findByRole('listitem', { name: `Order ${ORDER_ID}` })).toBeInTheDocument();
    expect(within(payment).queryByRole('button', { name: /Link to/ })).not.toBeInTheDocument();
    expect(within(payment).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(payment).getByText(/Only the owner or a manager links a payment to an order/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Import the till statement' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('listitem', { name: 'Payment TKQ1A2B325' })).toBeInTheDocument();
    expect(service().calls).toContain('GET /api/office/payments/unmatched?page=2&pageSize=25');
  });

  it('shows M-Pesa’s alarm first, and what M-Pesa sent that could not be read', async () => {
    const { payments } = service();
    const alarm = 'M-Pesa sends the till’s confirmations to URLs this shop no longer uses (the domain or the callback secret changed). Delete the C2B URLs of store number 5877276 in the Daraja portal, then restart the order service.';
    payments.registration = { shortCode: '5877276', state: 'differs', origin: 'https://old.example', at: '2026-11-20T05:00:00.000Z', alarm };
    payments.unreadable.push(
      { id: 8, kind: 'c2b-confirmation', receivedAt: '2026-11-26T14:05:00+03:00', reference: null, amount: null, problem: 'body: not JSON' },
      { id: 7, kind: 'c2b-confirmation', receivedAt: '2026-11-26T14:02:09+03:00', reference: 'RKTQDM7W6S', amount: 2740, problem: 'TransAmount: must be an amount above 0' },
    );
    await signedInAs('staff');
    renderOffice('/office/payments');

    const shown = await screen.findByRole('alert');
    expect(shown).toHaveTextContent(`Till payments are not confirming themselves${alarm}`);
    const unreadable = await screen.findByRole('list', { name: 'Payments we could not read' });
    const [first, second] = within(unreadable).getAllByRole('listitem');
    expect(first).toHaveTextContent('26 Nov 2026, 14:05 · A till payment’s confirmationNo reference · amount unknownWhat was wrong: body: not JSON');
    expect(second).toHaveTextContent('Reference RKTQDM7W6S · KES 2,740');
    expect(screen.getByRole('region', { name: 'Payments we could not read' })).toHaveTextContent('Find each in the till’s statement');
  });

  it('says nothing of the registration when all is well, and says so when nothing waits', async () => {
    await signedInAs('owner');
    renderOffice('/office/payments');
    expect(await screen.findByText('None: every payment M-Pesa brought is matched to its order.')).toBeInTheDocument();
    expect(await screen.findByText('None: the shop could read everything M-Pesa sent.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(service().calls).toContain('GET /api/office/payments/registration');
  });

  it('is in the office’s navigation for staff and owner, and on a phone reached from the Account page', async () => {
    const user = userEvent.setup();
    await signedInAs('staff');
    const { unmount } = renderOffice('/office/account');
    await user.click(await screen.findByRole('link', { name: 'Payments' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    unmount();
    onALaptop();
    renderOffice('/office/orders');
    const nav = await screen.findByRole('navigation', { name: 'Office' });
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/office/payments');
  });
});

describe('the till statement’s import', () => {
  const STATEMENT = [
    'Account Holder:,MIMEA NATURALS',
    'Short Code:,5877276',
    'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.',
    'TKQ1A2B3C4,26-11-2026 14:02:09,26-11-2026 14:02:09,Merchant Payment from 254711***999 - John,Completed,1160.00,,1160.00,true,Customer Merchant Payment,254711***999 - John,,',
  ].join('\r\n');
  const statementFile = (text = STATEMENT, name = 'ORG_5877276_Merchant Account_Completed_20261126150000.csv') => new File([text], name, { type: 'text/csv' });

  it('sends the owner’s file as CSV and shows what it did: a sentence, and the new or changed lines', async () => {
    const user = userEvent.setup();
    const { payments } = service();
    payments.statementReport = {
      lines: 13,
      paidIn: 12,
      known: 10,
      filledIn: 0,
      added: 2,
      matched: 1,
      unmatched: 1,
      skipped: 1,
      rows: [
        { receipt: 'TKQ1A2B3C4', completedAt: '2026-11-26T11:02:09.000Z', amount: 1160, outcome: 'added-matched', orderId: ORDER_ID, note: 'paid' },
        { receipt: 'TKQ1A2B3C5', completedAt: '2026-11-26T12:00:00.000Z', amount: 60, outcome: 'added-unmatched', orderId: null, note: null },
        { receipt: 'TKQ1A2B3C7', completedAt: null, amount: 0, outcome: 'skipped', orderId: null, note: 'money out of the till' },
      ],
    };
    await signedInAs('owner');
    renderOffice('/office/payments');
    const block = await screen.findByRole('region', { name: 'Import the till statement' });
    await user.click(within(block).getByRole('button', { name: 'Import the statement' }));
    expect(within(block).getByRole('alert')).toHaveTextContent('Choose the statement’s CSV file first.');
    expect(within(block).getByLabelText('Till statement (CSV)')).toHaveFocus();

    await user.upload(within(block).getByLabelText('Till statement (CSV)'), statementFile());
    await user.click(within(block).getByRole('button', { name: 'Import the statement' }));
    expect(await within(block).findByRole('status')).toHaveTextContent(
      '12 payments in the statement: 10 known, 2 new — 1 matched to its order, 1 unmatched. 1 other line skipped (money out of the till, or not completed).',
    );
    expect(payments.statements).toEqual([{ contentType: 'text/csv', text: STATEMENT }]);
    const table = within(block).getByRole('table', { name: 'New or changed lines' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['TKQ1A2B3C4', '26 Nov 2026, 14:02', 'KES 1,160', 'New: matched to its order. The order is paid.', ORDER_ID],
      ['TKQ1A2B3C5', '26 Nov 2026, 15:00', 'KES 60', 'New: matches no order', 'None'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: ORDER_ID })).toHaveAttribute('href', `/office/orders/${ORDER_ID}`);
    expect(within(block).getByText('1 line skipped')).toBeInTheDocument();
    // The payments that match no order are asked again (the import may have added some): that
    // request may reach the stand-in service after the answer is shown.
    await waitFor(() => expect(service().calls.filter((call) => call.startsWith('GET /api/office/payments/unmatched'))).toHaveLength(2));
  });

  it('says what is wrong with a file that is no statement, one too large, or a service down, and keeps the file chosen', async () => {
    const user = userEvent.setup();
    const { payments } = service();
    payments.statementReport = { lines: 1, paidIn: 1, known: 1, filledIn: 0, added: 0, matched: 0, unmatched: 0, skipped: 0, rows: [] };
    await signedInAs('owner');
    renderOffice('/office/payments');
    const block = await screen.findByRole('region', { name: 'Import the till statement' });
    const input = within(block).getByLabelText('Till statement (CSV)');

    await user.upload(input, statementFile('x'.repeat(2 * 1024 * 1024 + 1), 'year.csv'));
    expect(within(block).getByRole('alert')).toHaveTextContent('year.csv is 2.1 MB: the shop takes a statement of at most 2 MB. Export a shorter period from the portal.');
    await user.click(within(block).getByRole('button', { name: 'Import the statement' }));
    expect(payments.statements).toEqual([]);

    await user.upload(input, statementFile('name,phone\r\nJohn,0712\r\n', 'contacts.csv'));
    await user.click(within(block).getByRole('button', { name: 'Import the statement' }));
    expect(await within(block).findByRole('alert')).toHaveTextContent(/^This is not an M-Pesa till statement: it has no "Receipt No." column/);

    await user.upload(input, statementFile());
    payments.bodyLimit = 100;
    await user.click(within(block).getByRole('button', { name: 'Import the statement' }));
    expect(await within(block).findByText(/The shop’s server refused the file as too large/)).toBeInTheDocument();

    payments.bodyLimit = Infinity;
    service().goDown();
    await user.click(within(block).getByRole('button', { name: 'Import the statement' }));
    expect(await within(block).findByText(SERVICE_DOWN_MESSAGE)).toBeInTheDocument();
    service().comeBack();
    // The same file, still chosen, once the service is back.
    await user.click(within(block).getByRole('button', { name: 'Import the statement' }));
    expect(await within(block).findByRole('status')).toHaveTextContent('1 payment in the statement: 1 known, none new.');
    expect((input as HTMLInputElement).files?.[0]?.name).toBe('ORG_5877276_Merchant Account_Completed_20261126150000.csv');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standInOfficeService } from '../test/office-service-stub';
import { renderOffice, shown, signedInAs } from '../test/render-office';
import { savedFiles, textOf } from '../test/saved-files';

const service = standInOfficeService();

/** MUI's breakpoints read matchMedia, which jsdom lacks (so a test is a phone unless told). */
function onALaptop() {
  window.matchMedia = (query: string) =>
    ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined }) as unknown as MediaQueryList;
}

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('the orders list', () => {
  it('shows the tabs with their counts and moves between them through the URL', async () => {
    const user = userEvent.setup();
    await signedInAs('staff');
    renderOffice('/office/orders');
    const orders = await screen.findByRole('list', { name: 'Orders' });
    expect(within(orders).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'To prepare' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'To prepare' })).toHaveTextContent('To prepare (2)');
    expect(screen.getByRole('tab', { name: 'Flagged' })).toHaveTextContent('Flagged (1)');
    for (const name of ['Awaiting payment', 'Ready', 'Collected', 'Cancelled']) expect(screen.getByRole('tab', { name })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Ready' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'MN-20261126-DDDD' })).toBeInTheDocument());
    expect(shown.url).toBe('/office/orders?tab=ready');
  });

  it('searches by a phone number without putting it in the page’s URL', async () => {
    const user = userEvent.setup();
    await signedInAs('staff');
    renderOffice('/office/orders?tab=to-prepare');
    await screen.findByRole('link', { name: 'MN-20261126-BBBB' });

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'MN-20261126-BBBB' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'MN-20261126-AAAA' })).toBeInTheDocument();
    expect(service().bodies.at(-1)).toEqual({ path: '/orders/search', body: { tab: 'to-prepare', q: '0712 345 678', page: 1, pageSize: 25 } });
    // Nowhere in a URL: not the page's, not the browser's, not the API's.
    expect(shown.url).toBe('/office/orders?tab=to-prepare');
    expect(shown.url).not.toMatch(/0712|345|678/);
    expect(window.location.href).not.toMatch(/0712|345|678/);
    expect(service().calls.filter((call) => /0712|345|678|q=/.test(call))).toEqual([]);

    // Another tab keeps the search (in the history entry's state), still out of the URL.
    await user.click(screen.getByRole('tab', { name: 'Ready' }));
    await waitFor(() => expect(shown.url).toBe('/office/orders?tab=ready'));
    await waitFor(() => expect(service().bodies.at(-1)?.body).toEqual({ tab: 'ready', q: '0712 345 678', page: 1, pageSize: 25 }));
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('0712 345 678');
    expect(window.location.href).not.toMatch(/0712|345|678/);
  });

  it('marks the chosen orders ready after a confirmation and shows each one’s result', async () => {
    const user = userEvent.setup();
    await signedInAs('staff');
    renderOffice('/office/orders');
    await user.click(await screen.findByRole('checkbox', { name: 'Select order MN-20261126-AAAA' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order MN-20261126-BBBB' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 orders chosen');
    await user.click(within(bar).getByRole('button', { name: 'Mark ready' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark ready' });
    await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    const results = await screen.findByRole('list', { name: 'Results' });
    expect(results).toHaveTextContent('MN-20261126-AAAA: done');
    expect(results).toHaveTextContent('MN-20261126-BBBB: done');
    expect(service().orders.get('MN-20261126-AAAA')?.status).toBe('ready');
  });

  it('sends each order’s version as the list showed it, so an order changed since is refused, not overwritten; no hand-over in bulk', async () => {
    const user = userEvent.setup();
    await signedInAs('staff');
    renderOffice('/office/orders');
    await user.click(await screen.findByRole('checkbox', { name: 'Select order MN-20261126-AAAA' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order MN-20261126-BBBB' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).queryByRole('button', { name: /Hand over|Collected/ })).not.toBeInTheDocument();
    // A colleague marks one ready while this list is on the screen.
    service().changeBehind('MN-20261126-BBBB', 'ready', 'ready', 'Wanjiru');
    await user.click(within(bar).getByRole('button', { name: 'Mark ready' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Mark ready' })).getByRole('button', { name: /Confirm/ }));
    const results = await screen.findByRole('list', { name: 'Results' });
    expect(results).toHaveTextContent('MN-20261126-AAAA: done');
    expect(results).toHaveTextContent('MN-20261126-BBBB: Wanjiru changed this order at 14:02.');
    expect(service().bodies.find((entry) => entry.path === '/orders/bulk')?.body).toEqual({
      action: 'mark-ready',
      orders: [
        { orderId: 'MN-20261126-AAAA', expectedVersion: 1 },
        { orderId: 'MN-20261126-BBBB', expectedVersion: 1 },
      ],
    });
    // Nothing read the orders' versions anew behind the list's back.
    expect(service().calls.filter((call) => call.startsWith('GET /api/office/orders/'))).toEqual([]);
  });

  it('sends no order whose version the list did not give', async () => {
    const user = userEvent.setup();
    service().listWithoutVersions();
    await signedInAs('staff');
    renderOffice('/office/orders');
    await user.click(await screen.findByRole('checkbox', { name: 'Select order MN-20261126-BBBB' }));
    await user.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Mark ready' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Mark ready' })).getByRole('button', { name: /Confirm/ }));
    expect(await screen.findByRole('list', { name: 'Results' })).toHaveTextContent('MN-20261126-BBBB: Not done: the list did not say which version of it you saw.');
    expect(service().bodies.filter((entry) => entry.path === '/orders/bulk')).toEqual([]);
    expect(service().orders.get('MN-20261126-BBBB')?.status).toBe('placed');
  });

  it('offers the owner the CSV export of the filter and the search, posted and saved; staff see no export and no owner pages', async () => {
    onALaptop();
    await signedInAs('staff');
    const staffView = renderOffice('/office/orders?tab=ready');
    await screen.findByRole('link', { name: 'MN-20261126-DDDD' });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    const staffNav = screen.getByRole('navigation', { name: 'Office' });
    expect(within(staffNav).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(within(staffNav).queryByRole('link', { name: 'Record' })).not.toBeInTheDocument();
    expect(within(staffNav).queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    staffView.unmount();

    const saved = savedFiles();
    await signedInAs('owner');
    renderOffice('/office/orders?tab=ready&county=Nairobi');
    await screen.findByRole('link', { name: 'MN-20261126-DDDD' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), '0744 000 333{Enter}');
    await waitFor(() => expect(service().bodies.at(-1)?.body).toMatchObject({ q: '0744 000 333' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved.files.map((file) => file.name)).toEqual(['mimea-orders-ready.csv']));
    expect(await textOf(saved.files[0]!.blob)).toMatch(/^order_id,status,total\nMN-20261126-DDDD,/);
    expect(service().bodies.at(-1)).toEqual({ path: '/orders.csv', body: { tab: 'ready', county: 'Nairobi', q: '0744 000 333' } });
    expect(service().calls.filter((call) => /0744|q=/.test(call))).toEqual([]);
    const ownerNav = screen.getByRole('navigation', { name: 'Office' });
    expect(within(ownerNav).getByRole('link', { name: 'Record' })).toHaveAttribute('href', '/office/record');
    expect(within(ownerNav).getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/office/team');
  });

  it('sends staff away from the owner’s pages', async () => {
    await signedInAs('staff');
    renderOffice('/office/team');
    await screen.findByRole('heading', { name: 'Orders' });
    expect(shown.url).toBe('/office/orders');
  });
});

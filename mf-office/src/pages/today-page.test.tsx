import { screen, waitFor, within } from '@testing-library/react';
import type { DailyFigures } from '../features/today/draw-revenue-chart';
import { standInOfficeService } from '../test/office-service-stub';
import { renderOffice, signedInAs } from '../test/render-office';

// jsdom draws no canvas: the chart's module is replaced by a recorder (Chromium draws the real one).
// The page loads that module with import() when it draws, after this replacement.
const drawRevenueChart = jest.fn<() => void, [HTMLCanvasElement, DailyFigures[]]>(() => () => undefined);
jest.mock('../features/today/draw-revenue-chart', () => ({ drawRevenueChart }));

const service = standInOfficeService();

describe('today at a glance', () => {
  it('shows the periods, what waits with links into the tabs, and the 30 days as a table the chart is described by', async () => {
    await signedInAs('staff');
    renderOffice('/office/today');
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(today).toHaveTextContent('KES 7,500');
    expect(today).toHaveTextContent('3 orders');
    expect(screen.getByRole('link', { name: 'Awaiting payment: 3' })).toHaveAttribute('href', '/office/orders?tab=awaiting-payment');
    expect(screen.getByRole('link', { name: 'Flagged payments: 1' })).toHaveAttribute('href', '/office/orders?tab=flagged');
    expect(screen.getByRole('link', { name: 'Till payments matched to no order: 0' })).toHaveAttribute('href', '/office/payments');
    // M-Pesa's registration is well: no alarm.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'By payment method' })).getByText('M-Pesa')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Top products' })).getByText('Olive Soap')).toBeInTheDocument();

    const chart = screen.getByRole('img', { name: 'Revenue and orders of the last 30 days' });
    const table = screen.getByRole('table', { name: 'Revenue and orders by day', hidden: true });
    expect(chart).toHaveAttribute('aria-describedby', table.id);
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(31);
    await waitFor(() => expect(drawRevenueChart).toHaveBeenCalledWith(chart, expect.arrayContaining([{ day: '2026-11-30', orders: 1, revenue: 2500 }])));
    expect(drawRevenueChart.mock.calls[0]?.[1]).toHaveLength(30);
  });

  it('shows M-Pesa’s registration alarm above the figures', async () => {
    const alarm = 'The till’s payment confirmations are not registered with M-Pesa yet for store number 5877276: till payments will not confirm themselves.';
    service().payments.registration = { shortCode: '5877276', state: 'not-registered', origin: null, at: null, alarm };
    await signedInAs('owner');
    renderOffice('/office/today');
    expect(await screen.findByRole('alert')).toHaveTextContent(alarm);
    expect(await screen.findByRole('region', { name: 'Today' })).toBeInTheDocument();
  });

  it('shows a burst of failed sign-ins as an alert, in the service’s words', async () => {
    const alarm = '43 failed sign-ins in the last 24 hours, 40 of them for amina. Nobody got in; if these were not your people, nothing needs doing.';
    service().signIns = { failedLastHour: 5, failedLast24Hours: 43, alarm };
    await signedInAs('owner');
    renderOffice('/office/today');
    expect(await screen.findByRole('alert')).toHaveTextContent(alarm);
  });
});

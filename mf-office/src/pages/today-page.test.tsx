import { screen, waitFor, within } from '@testing-library/react';
import type { DailyFigures } from '../features/today/draw-revenue-chart';
import { standInOfficeService } from '../test/office-service-stub';
import { renderOffice, signedInAs } from '../test/render-office';

// jsdom draws no canvas: the chart's module is replaced by a recorder (Chromium draws the real one).
// The page loads that module with import() when it draws, after this replacement.
const drawRevenueChart = jest.fn<() => void, [HTMLCanvasElement, DailyFigures[]]>(() => () => undefined);
jest.mock('../features/today/draw-revenue-chart', () => ({ drawRevenueChart }));

standInOfficeService();

describe('today at a glance', () => {
  it('shows the periods, what waits with links into the tabs, and the 30 days as a table the chart is described by', async () => {
    await signedInAs('staff');
    renderOffice('/office/today');
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(today).toHaveTextContent('KES 7,500');
    expect(today).toHaveTextContent('3 orders');
    expect(screen.getByRole('link', { name: 'Awaiting payment: 3' })).toHaveAttribute('href', '/office/orders?tab=awaiting-payment');
    expect(screen.getByRole('link', { name: 'Flagged payments: 1' })).toHaveAttribute('href', '/office/orders?tab=flagged');
    expect(within(screen.getByRole('table', { name: 'By payment method' })).getByText('M-Pesa')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Top products' })).getByText('Olive Soap')).toBeInTheDocument();

    const chart = screen.getByRole('img', { name: 'Revenue and orders of the last 30 days' });
    const table = screen.getByRole('table', { name: 'Revenue and orders by day', hidden: true });
    expect(chart).toHaveAttribute('aria-describedby', table.id);
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(31);
    await waitFor(() => expect(drawRevenueChart).toHaveBeenCalledWith(chart, expect.arrayContaining([{ day: '2026-11-30', orders: 1, revenue: 2500 }])));
    expect(drawRevenueChart.mock.calls[0]?.[1]).toHaveLength(30);
  });
});

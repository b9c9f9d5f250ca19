import { screen, within } from '@testing-library/react';
import { standInOfficeService } from '../test/office-service-stub';
import { renderOffice, shown, signedInAs } from '../test/render-office';

const service = standInOfficeService();

/** MUI's breakpoints read matchMedia, which jsdom lacks (a test is a phone, whose bottom bar has no owner's pages, unless told). */
function onALaptop() {
  window.matchMedia = (query: string) =>
    ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined }) as unknown as MediaQueryList;
}

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

const windows = (figures: [number, number | null, string | null][]) => figures.map(([count, p75, rating], index) => ({ days: [1, 7, 28][index], count, p75, rating }));

describe('the shop speed page', () => {
  it('shows each page’s 75th percentiles for today, 7 and 28 days, rated in words, with how many values each holds', async () => {
    service().vitalsPages = [
      {
        page: '/product/:id',
        metrics: [
          { metric: 'LCP', windows: windows([[3, 1840, 'good'], [40, 2980, 'needs-improvement'], [130, 4210, 'poor']]) },
          { metric: 'INP', windows: windows([[0, null, null], [12, 96, 'good'], [31, 120, 'good']]) },
          { metric: 'CLS', windows: windows([[3, 0, 'good'], [40, 0.02, 'good'], [130, 0.31, 'poor']]) },
          { metric: 'TTFB', windows: windows([[3, 212, 'good'], [40, 230, 'good'], [130, 950, 'needs-improvement']]) },
        ],
      },
    ];
    await signedInAs('owner');
    renderOffice('/office/speed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop speed' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Speed of /product/:id' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Measure (75th percentile)', 'Today', 'Last 7 days', 'Last 28 days']);
    const lcp = within(table).getByRole('row', { name: /Largest paint \(LCP\)/ });
    expect(within(lcp).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1.84 s · Good3 values', '2.98 s · Needs improvement40 values', '4.21 s · Poor130 values']);
    const inp = within(table).getByRole('row', { name: /Response to taps \(INP\)/ });
    expect(within(inp).getAllByRole('cell')[0]).toHaveTextContent('No values');
    expect(within(inp).getAllByRole('cell')[1]).toHaveTextContent('96 ms · Good12 values');
    expect(within(table).getByRole('row', { name: /Layout shift \(CLS\)/ })).toHaveTextContent('0.31 · Poor');
    expect(within(table).getByRole('rowheader', { name: /First byte \(TTFB\)/ })).toHaveTextContent('good ≤ 800 ms, poor > 1.80 s');
    expect(service().calls).toContain('GET /api/office/vitals');
  });

  it('says so when no shopper has reported yet', async () => {
    await signedInAs('owner');
    renderOffice('/office/speed');
    expect(await screen.findByText(/No measurements yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is in the owner’s navigation only; staff are sent to the orders', async () => {
    onALaptop();
    await signedInAs('owner');
    const { unmount } = renderOffice('/office/orders');
    const nav = await screen.findByRole('navigation', { name: 'Office' });
    expect(within(nav).getByRole('link', { name: 'Speed' })).toHaveAttribute('href', '/office/speed');
    unmount();
    await signedInAs('staff');
    renderOffice('/office/speed');
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(shown.url).toBe('/office/orders');
    expect(within(screen.getByRole('navigation', { name: 'Office' })).queryByRole('link', { name: 'Speed' })).not.toBeInTheDocument();
    expect(service().calls).not.toContain('GET /api/office/vitals');
  });
});

// The 30 days' chart, in a chunk of its own that only "Today" loads: Chart.js with only the parts
// it draws registered (bars for revenue, a line for orders, two linear scales, the category axis,
// the tooltip and the legend), so the rest of Chart.js is left out of the build.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { shopColors } from '@mimea/shared';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface DailyFigures {
  day: string;
  orders: number;
  revenue: number;
}

/** Draws the chart on `canvas`; the returned function removes it. */
export function drawRevenueChart(canvas: HTMLCanvasElement, daily: DailyFigures[]): () => void {
  const chart = new Chart(canvas, {
    data: {
      labels: daily.map((entry) => entry.day.slice(5)),
      datasets: [
        { type: 'bar', label: 'Revenue (KES)', data: daily.map((entry) => entry.revenue), backgroundColor: shopColors.forest, yAxisID: 'revenue', order: 2 },
        { type: 'line', label: 'Orders', data: daily.map((entry) => entry.orders), borderColor: shopColors.gold, backgroundColor: shopColors.gold, yAxisID: 'orders', order: 1 },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        revenue: { type: 'linear', position: 'left', beginAtZero: true, title: { display: true, text: 'KES' } },
        orders: { type: 'linear', position: 'right', beginAtZero: true, grid: { drawOnChartArea: false }, ticks: { precision: 0 }, title: { display: true, text: 'Orders' } },
      },
    },
  });
  return () => chart.destroy();
}

import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { renderRemote } from '../../../test/render-remote';

// chart.js draws on a canvas jsdom does not have: a stand-in records what each chart was asked to draw.
const drawn: Array<{ data: { labels: string[]; datasets: Array<{ label: string; data: number[] }> }; options: Record<string, unknown> }> = [];
jest.mock('../../../shared/charts/chart-js', () => ({
  Chart: class {
    constructor(_canvas: unknown, config: (typeof drawn)[number]) {
      drawn.push(config);
    }
    destroy() {}
  },
}));

const earning = {
  bucket: 'month',
  points: [
    { at: '2026-10-01', earnings: 1200, gross: 1500, bookings: 4, guests: 9, refunded: 0 },
    { at: '2026-11-01', earnings: 2400, gross: 3000, bookings: 8, guests: 17, refunded: 150 },
  ],
  totals: { earnings: 3600, gross: 4500, bookings: 12, guests: 26, refunded: 150 },
};
const api = () =>
  createFakeApi({
    'GET /api/Dashboard/EarningAnalytics': ok(earning),
    'GET /api/Dashboard/HostedEvents': ok({ bucket: 'month', total: 7, points: [{ at: '2026-10-01', value: 3 }, { at: '2026-11-01', value: 4 }] }),
    'GET /api/Dashboard/Rating': ok({ average: 4.5, count: 2, distribution: [{ stars: 5, count: 1 }, { stars: 4, count: 1 }], recent: [] }),
    'GET /api/Dashboard/ExperiencesAnalytics': ok([
      { experienceId: 42, name: 'Desert stargazing', status: { id: 5, name: 'approved' }, views: 300, bookings: 12, guests: 26, earnings: 3600, conversion: 4, ratingsAverage: 4.5, ratingsCount: 2 },
    ]),
    'GET /api/Dashboard/Transactions': {
      ...ok([
        { id: 'b1', kind: 'booking', at: '2026-11-20T10:00:00Z', amount: 300, label: 'Desert stargazing' },
        { id: 'p1', kind: 'payout', at: '2026-11-22T00:00:00Z', amount: -900, label: '7519' },
      ]),
      pageNumber: 1,
      totalPages: 1,
    },
  });

describe('/analytics', () => {
  beforeEach(() => {
    drawn.length = 0;
  });

  it('shows the period totals, the per-experience table (rows open insights on the same period) and the transactions', async () => {
    const fake = api();
    renderRemote('/analytics?range=12m', 'en', true, { api: fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    const earnings = screen.getByTestId('analytics-earnings');
    expect(await within(earnings).findByText('SAR 3,600.00')).toBeInTheDocument();
    expect(within(earnings).getByText('SAR 4,500.00')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Desert stargazing' })).toHaveAttribute('href', '/my-experiences/details/42/insights?range=12m');
    const tx = screen.getByTestId('analytics-transactions');
    expect(await within(tx).findByText('Payout to your bank')).toBeInTheDocument();
    expect(within(tx).getByText('•••• 7519')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/api/Dashboard/EarningAnalytics')!.query).toEqual({ Range: '12m' });
    // earnings as a line, bookings as bars on a second axis; month labels
    const chart = await findChart('Earnings');
    expect(chart.data.labels).toEqual(['Oct 2026', 'Nov 2026']);
    expect(chart.data.datasets.map((d) => [d.label, d.data])).toEqual([
      ['Earnings', [1200, 2400]],
      ['Bookings', [4, 8]],
    ]);
    expect(scale(chart, 'x')).toMatchObject({ reverse: false });
    expect(scale(chart, 'v')).toMatchObject({ position: 'left' });
  });

  it('in Arabic, time runs right to left with the value axis on the right, in Arabic digits', async () => {
    renderRemote('/analytics?range=12m', 'ar', true, { api: api() });
    expect(await screen.findByRole('heading', { level: 1, name: 'التحليلات' })).toBeInTheDocument();
    const chart = await findChart('الأرباح');
    expect(scale(chart, 'x')).toMatchObject({ reverse: true });
    expect(scale(chart, 'v')).toMatchObject({ position: 'right' });
    expect(scale(chart, 'v2')).toMatchObject({ position: 'left' });
    expect((chart.options.plugins as { tooltip: { rtl: boolean } }).tooltip.rtl).toBe(true);
    expect(chart.data.labels.join(' ')).toMatch(/[٠-٩]/);
    // the rating's distribution: horizontal bars growing from the right
    const rating = await findChart('التقييمات');
    expect(rating.options.indexAxis).toBe('y');
    expect(scale(rating, 'v')).toMatchObject({ reverse: true });
  });
});

async function findChart(firstSeries: string) {
  return waitFor(
    () => {
      const c = drawn.find((d) => d.data.datasets[0]?.label === firstSeries);
      if (!c) throw new Error(`no chart drew ${firstSeries} yet`);
      return c;
    },
    { timeout: 10_000 },
  );
}
const scale = (c: (typeof drawn)[number], id: string) => (c.options.scales as Record<string, Record<string, unknown>>)[id];

import { screen } from '@testing-library/react';
import { renderWithDesignSystem } from '@tajriba/design-system/testing';
import type { StatCard as StatCardData } from '@tajriba/contracts/host';
import { messages } from '../../../i18n/messages';
import { StatCard } from '../components/stat-card';

const chart = [
  { at: '2026-06-01', value: 1 },
  { at: '2026-06-02', value: 3 },
];
const card = (c: Partial<StatCardData>): StatCardData => ({ key: 'earnings', amount: 1_250_000, amountType: 'money', change: 12.5, status: 'up', chart, ...c });

describe('StatCard', () => {
  it('shows money in SAR with K/M compaction and the signed change in the status colour (English)', () => {
    renderWithDesignSystem(<StatCard card={card({})} rtl={false} />, { messages, locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Earnings' })).toBeInTheDocument();
    expect(screen.getByText(/1\.3M/)).toBeInTheDocument();
    expect(screen.getByText('+12.5% vs the previous period')).toBeInTheDocument();
    expect(screen.getByTestId('sparkline')).toBeInTheDocument();
  });

  it('shows a drop with a minus sign, percents as percents, and says when there was nothing before (Arabic)', () => {
    const { unmount } = renderWithDesignSystem(<StatCard card={card({ key: 'conversion', amount: 4.2, amountType: 'percent', change: -30, status: 'down' })} rtl />, { messages, locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'نسبة التحويل' })).toBeInTheDocument();
    expect(screen.getByText(/٤٫٢/)).toBeInTheDocument();
    expect(screen.getByText(/^\u061c?-٣٠٪\u061c? مقارنة بالفترة السابقة$/)).toBeInTheDocument();
    unmount();
    renderWithDesignSystem(<StatCard card={card({ key: 'bookings', amount: 0, amountType: 'other', change: null, status: 'flat', chart: [] })} rtl={false} />, { messages, locale: 'en' });
    expect(screen.getByText('Nothing in the previous period')).toBeInTheDocument();
    expect(screen.queryByTestId('sparkline')).toBeNull();
  });
});

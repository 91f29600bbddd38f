import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuestTransaction } from '@tajriba/contracts/booking';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import { renderRemote, testUser } from '../../../test/render-remote';

const tx = (over: Partial<GuestTransaction> = {}): GuestTransaction => ({
  id: 'p-1001',
  kind: 'payment',
  status: 'paid',
  amount: 560,
  currency: 'SAR',
  date: '2030-04-01T10:00:00.000Z',
  orderId: '1001',
  experienceName: 'Desert dinner',
  hasInvoice: true,
  ...over,
});

describe('transactions', () => {
  it('lists payments and refunds with amount, status, the reservation and the invoice; pages through the URL', async () => {
    const user = userEvent.setup();
    const pages: unknown[] = [];
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Orders/CurrentUserTransactions': ({ query }: { query: Record<string, unknown> }) => {
        pages.push(query.PageNumber);
        expect(query.PageSize).toBe(10);
        return query.PageNumber === 2
          ? { ...ok([tx({ id: 'f-1003', status: 'failedPayment', orderId: '1003', hasInvoice: false, experienceName: 'Pottery class' })]), pageNumber: 2, totalPages: 2 }
          : { ...ok([tx({ id: 'r-9', kind: 'refund', status: 'refunded', amount: 280 }), tx()]), pageNumber: 1, totalPages: 2 };
      },
    });
    renderRemote('/transactions', 'en', true, { api });
    const rows = await screen.findAllByTestId('transaction-row', {}, { timeout: 15_000 });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Refund for Desert dinner');
    expect(rows[0]).toHaveTextContent(en['transactions.status.refunded']);
    expect(within(rows[0]!).getByTestId('transaction-amount')).toHaveTextContent(/Back to you.*280\.00/);
    expect(rows[1]).toHaveTextContent('Payment for Desert dinner');
    expect(within(rows[1]!).getByTestId('transaction-amount')).toHaveTextContent(/Paid.*560\.00/);
    expect(within(rows[1]!).getByRole('link', { name: 'Invoice of reservation 1001' })).toHaveAttribute('href', '/invoices/1001');
    expect(within(rows[1]!).getByRole('link', { name: 'Reservation 1001' })).toHaveAttribute('href', '/reservations/details/1001');
    expect(document.title).toContain(en['transactions.title']);

    await user.click(screen.getByRole('button', { name: /next/i }));
    const next = await screen.findByText('Payment for Pottery class');
    const row = next.closest('li')!;
    expect(row).toHaveTextContent(en['transactions.status.failedPayment']);
    // no invoice for a payment that never went through
    expect(within(row as HTMLElement).queryByTestId('transaction-invoice')).not.toBeInTheDocument();
    expect(pages).toEqual([1, 2]);
  });

  it('says so when there is nothing yet (Arabic), and offers Retry when the list fails', async () => {
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Orders/CurrentUserTransactions': { ...ok([]), pageNumber: 1, totalPages: 1 },
    });
    const view = renderRemote('/transactions', 'ar', true, { api });
    expect(await screen.findByText(ar['transactions.emptyTitle'], {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ar['transactions.explore'] })).toHaveAttribute('href', '/search');
    view.unmount();

    const failing = createFakeApi({ 'GET /api/Manage/Info': ok(testUser), 'GET /api/Orders/CurrentUserTransactions': fail(500, ['error.unexpected']) });
    renderRemote('/transactions', 'en', true, { api: failing });
    expect(await screen.findByTestId('error-panel', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});

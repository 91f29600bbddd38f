import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import { createEventBus } from '@tajriba/event-bus';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import { renderRemote, testUser } from '../../../test/render-remote';
import { order } from './order-fixture';

describe('reservations', () => {
  it('lists the orders with their status and filters by status (the filter goes to the API)', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Orders/CurrentUserList': ({ query }: { query: Record<string, unknown> }) => {
        seen.push(String(query?.Status ?? 'all'));
        return { ...ok(query?.Status === 'canceled' ? [] : [order()]), pageNumber: 1, totalPages: 1 };
      },
    });
    renderRemote('/reservations', 'en', true, { api });
    const row = await screen.findByTestId('reservation-row', {}, { timeout: 15_000 });
    expect(row).toHaveTextContent('Desert dinner');
    expect(row).toHaveTextContent(en['reservations.status.upcoming']);
    expect(row).toHaveAttribute('href', '/reservations/details/1001');
    await user.click(screen.getByTestId('reservations-filter-canceled'));
    expect(await screen.findByText(en['reservations.emptyFilteredTitle'])).toBeInTheDocument();
    expect(screen.getByTestId('reservations-filter-canceled')).toHaveAttribute('aria-pressed', 'true');
    expect(seen).toEqual(['all', 'canceled']);
  });

  it('shows the refund the policy gives before cancelling, then the refunded order (Arabic)', async () => {
    const user = userEvent.setup();
    const refunded = order({ orderStatus: 'refunded', paymentStatus: { id: 6, name: 'refunded' }, refundedAmount: 560, canceledAt: '2030-04-02T10:00:00.000Z', cancellation: { ...order().cancellation, canCancel: false, refundIfCanceledNow: 0 } });
    const cancel = jest.fn(() => ok(refunded));
    let cancelled = false;
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Orders/Guest/1001': () => ok(cancelled ? refunded : order()),
      'POST /api/Orders/Cancel/1001': () => {
        cancelled = true;
        return cancel();
      },
    });
    renderRemote('/reservations/details/1001', 'ar', true, { api });
    expect(await screen.findByTestId('reservation-status', {}, { timeout: 15_000 })).toHaveTextContent(ar['reservations.status.upcoming']);
    // The reservation's number in the page's digits, with no thousands separator (an id, not an amount).
    expect(screen.getByText('الحجز ١٠٠١')).toBeInTheDocument();
    await user.click(screen.getByTestId('reservation-cancel'));
    const dialog = await screen.findByRole('dialog', { name: ar['reservations.cancelTitle'] });
    expect(within(dialog).getByTestId('reservation-cancel-refund')).toHaveTextContent(/٥٦٠|560/);
    expect(cancel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId('reservation-cancel-confirm'));
    await waitFor(() => expect(screen.getByTestId('reservation-status')).toHaveTextContent(ar['reservations.status.refunded']));
    expect(screen.getByTestId('reservation-refunded')).toBeInTheDocument();
    expect(screen.queryByTestId('reservation-cancel')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the cancellation is refused', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Orders/Guest/1001': ok(order()),
      'POST /api/Orders/Cancel/1001': fail(409, ['error.cancelWindowPassed']),
    });
    renderRemote('/reservations/details/1001', 'en', true, { api });
    await user.click(await screen.findByTestId('reservation-cancel', {}, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('reservation-cancel-confirm'));
    expect(await within(dialog).findByText(en['reservations.cancelFailed'])).toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('names a refer-a-friend reward as such (not "Coupon …"), its code kept left to right (%s)', async (locale) => {
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Orders/Guest/1001': ok(order({ couponCode: 'REF-7K2M9Q', couponAmount: 50, couponIsReward: true })),
    });
    renderRemote('/reservations/details/1001', locale, true, { api });
    const line = await screen.findByTestId('reservation-coupon', {}, { timeout: 15_000 });
    const cat = locale === 'ar' ? ar : en;
    expect(line.textContent).toBe(cat['reservations.couponReward'].replace('{code}', 'REF-7K2M9Q'));
    expect(line.textContent).not.toContain(cat['reservations.coupon'].replace(' {code}', ''));
    expect(within(line).getByText('REF-7K2M9Q')).toHaveAttribute('dir', 'ltr');
  });

  it("keeps a host's coupon labelled as a coupon", async () => {
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Orders/Guest/1001': ok(order({ couponCode: 'WELCOME10', couponAmount: 56, couponIsReward: false })),
    });
    renderRemote('/reservations/details/1001', 'en', true, { api });
    expect((await screen.findByTestId('reservation-coupon', {}, { timeout: 15_000 })).textContent).toBe('Coupon WELCOME10');
  });

  it("answers another person's reservation with the not-found state", async () => {
    const api = createFakeApi({ 'GET /api/Manage/Info': ok(testUser), 'GET /api/Orders/Guest/999': fail(404, ['error.notFound']) });
    renderRemote('/reservations/details/999', 'en', true, { api });
    expect(await screen.findByText(en['reservations.notFoundTitle'], {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("mounts mf-booking's ticket through the page's runtime; when it cannot load, the code stays readable left-to-right in Arabic", async () => {
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Orders/Guest/1001': ok(order({ ticket: { code: 'AB12-CD34-EF56', qr: 'stamp', checkedInAt: null } })),
    });
    const loadModule = jest.fn(() => Promise.reject(new Error('mf-booking is down')));
    renderRemote('/reservations/details/1001', 'ar', true, { api, loadModule } as never);
    const fallback = await screen.findByTestId('reservation-ticket-fallback', {}, { timeout: 15_000 });
    expect(loadModule).toHaveBeenCalledWith('mf-booking', 'ticket');
    const code = within(fallback).getByText('AB12-CD34-EF56');
    // isolated, so in a right-to-left sentence the groups keep their order
    expect(code.tagName).toBe('BDI');
    expect(code).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('reservation-ticket')).toHaveAttribute('data-state', 'failed');
  });

  it('asks the messages area to open the chat with the host, the booking as its context', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'GET /api/Manage/Info': ok(testUser), 'GET /api/Orders/Guest/1001': ok(order()) });
    const bus = createEventBus();
    const open = jest.fn();
    bus.on('chat:open-requested', open);
    renderRemote('/reservations/details/1001', 'en', true, { api, bus });
    await user.click(await screen.findByRole('button', { name: en['reservations.messageHost'] }, { timeout: 15_000 }));
    await waitFor(() => expect(open).toHaveBeenCalledWith({ userId: 3, experienceId: 7, orderId: 1001 }, expect.anything()));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { createEventBus } from '@tajriba/event-bus';
import { renderRemote } from '../../../test/render-remote';

const row = {
  id: '345', userId: 21, buyerName: 'Noura', hasPrivateReservation: false, payoutAmount: 240, totalAmount: 300, securityStamp: 'abcdef0123456789', experienceType: 1,
  experienceLanguage: ['en'], experienceId: 12, experienceCityName: 'Riyadh', experienceFirstImageMeta: null, experienceName: 'Desert stargazing', bookingDate: '2030-01-10',
  startTime: '19:00:00', adultsQTY: 2, childrenQTY: 0, status: { id: 5, name: 'askRefund' }, reservationStatus: { id: 4, name: 'upcoming' }, payoutStatus: { id: 1, name: 'pending' },
  refundReason: 'Family emergency', creationDate: '2029-12-01T10:00:00Z', lastModificationDate: '2029-12-02T10:00:00Z',
};
const guest = { id: 21, name: 'Noura', avatarPath: null, memberSince: '2024-03-01T00:00:00Z', isIdentityVerified: true, bookingsWithHost: 2, reviewsCount: 1, language: 'ar' };
const api = () =>
  createFakeApi({
    'GET /api/Bookings/CurrentHostBooking/:id': ok(row),
    'GET /api/Bookings/GuestInfo/:id': ok(guest),
    'POST /api/Orders/ApproveRefund/:id': ok({ ...row, status: { id: 7, name: 'partiallyRefunded' }, reservationStatus: { id: 2, name: 'canceled' } }),
  });

describe('/bookings/details/{id}', () => {
  it('approves part of a refund request: the amount is checked first and sent as SAR', async () => {
    const fake = api();
    renderRemote('/bookings/details/345', 'en', true, { api: fake });
    const amount = await screen.findByLabelText('Amount to refund (SAR)');
    expect(amount).toHaveValue('300');
    fireEvent.change(amount, { target: { value: '450' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve refund' }));
    expect(await screen.findByText('The refund cannot be more than what is left to refund on this booking.')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path.startsWith('/api/Orders/ApproveRefund'))).toBe(false);
    fireEvent.change(amount, { target: { value: '150.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve refund' }));
    await waitFor(() => expect(fake.calls.find((c) => c.path === '/api/Orders/ApproveRefund/345')?.body).toEqual({ amount: 150.5 }));
  });

  it('in Arabic, accepts Arabic-Indic digits; the whole amount approves everything (no amount sent)', async () => {
    const fake = api();
    renderRemote('/bookings/details/345', 'ar', true, { api: fake });
    const amount = await screen.findByLabelText('المبلغ المسترد (ر.س)');
    fireEvent.change(amount, { target: { value: '٣٠٠' } });
    fireEvent.click(screen.getByRole('button', { name: 'الموافقة على الاسترداد' }));
    await waitFor(() => expect(fake.calls.find((c) => c.path === '/api/Orders/ApproveRefund/345')?.body).toEqual({}));
  });

  it('"Message the guest" asks for the chat with the guest, this booking as its context', async () => {
    const bus = createEventBus();
    const heard: unknown[] = [];
    bus.on('chat:open-requested', (p) => heard.push(p));
    renderRemote('/bookings/details/345', 'en', true, { api: api(), bus });
    fireEvent.click(await screen.findByRole('button', { name: 'Message Noura' }));
    expect(heard).toEqual([{ userId: 21, experienceId: 12, orderId: 345 }]);
  });

  it('scans a ticket with the camera where the browser can, and checks it like a typed code', async () => {
    const stop = jest.fn();
    const w = window as unknown as { BarcodeDetector?: unknown };
    w.BarcodeDetector = class {
      detect = jest.fn().mockResolvedValue([{ rawValue: ' ABCD-EFGH-JKLM ' }]);
    };
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: jest.fn().mockResolvedValue({ getTracks: () => [{ stop }] }) } });
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const fake = api();
    fake.on('POST /api/Orders/VerifyTicket', ok({ verdict: 'valid', ticket: { orderId: '345', buyerName: 'Noura', experienceId: 12, experienceName: 'Desert stargazing', bookingDate: '2030-01-10', startTime: '19:00:00', adultsQTY: 2, childrenQTY: 0, isPrivateReservation: false, ticketCode: 'ABCD-EFGH-JKLM', valid: true, status: 'paid', checkedInAt: '2030-01-10T16:01:00Z' } }));
    try {
      renderRemote('/bookings/details/345', 'en', true, { api: fake });
      fireEvent.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
      await waitFor(() => expect(fake.calls.find((c) => c.path === '/api/Orders/VerifyTicket')?.body).toEqual({ code: 'ABCD-EFGH-JKLM', experienceId: 12, checkIn: true }));
      expect(stop).toHaveBeenCalled();
      const check = screen.getByTestId('ticket-check');
      expect(await within(check).findByText('Valid — checked in now')).toBeInTheDocument();
      expect(within(check).getByLabelText('Ticket code')).toHaveValue('ABCD-EFGH-JKLM');
    } finally {
      delete w.BarcodeDetector;
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });

  it('offers no camera where the browser cannot read QR codes (typing stays)', async () => {
    renderRemote('/bookings/details/345', 'en', true, { api: api() });
    expect(await screen.findByLabelText('Ticket code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scan with the camera' })).toBeNull();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { createEventBus } from '@tajriba/event-bus';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import type { Order } from '@tajriba/contracts/booking';
import { makeOrder } from '@tajriba/contracts/testing';
import { renderRemote } from '@tajriba/testing';
import { messages } from '../../../i18n/messages';
import { BookingConfirmedPage } from '../booking-confirmed-page';

const paid = makeOrder({
  experience: { ...makeOrder().experience, location: 'Al Masmak' },
  refundedAmount: 105,
  creditNotes: [{ number: 'CN-1000', issueDate: '2026-06-02T06:00:00.000Z', totalWithVat: -105 }],
});

const show = (order: Order, locale: 'en' | 'ar' = 'en', bus = createEventBus()) =>
  renderRemote(<BookingConfirmedPage />, {
    bus,
    name: 'mf-booking',
    messages,
    locale,
    user: true,
    route: '/booking-confirmed/7',
    path: '/booking-confirmed/:id',
    api: createFakeApi({
      'GET /api/Orders/7': ok(order),
      'GET /api/Orders/HostInfo/7': ok({ id: 3, name: 'Noura', avatarPath: null, experiencesCount: 4 }),
    }),
  });

// jsdom has no scrolling (the page scrolls to the top on open)
beforeAll(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

describe('BookingConfirmedPage', () => {
  it.each(['en', 'ar'] as const)('names the invoice INV-n and each credit note CN-n, as the invoice page does (%s)', async (locale) => {
    show(paid, locale);
    const invoice = await screen.findByTestId('invoice-number');
    expect(invoice).toHaveTextContent(/^INV-1000$/);
    // isolated, so an Arabic line does not reorder "INV-1000"
    expect(invoice.querySelector('bdi')).toHaveTextContent('INV-1000');
    expect(screen.getByText('CN-1000').tagName).toBe('BDI');
    expect(screen.getByTestId('invoice-link')).toHaveAttribute('href', '/invoices/7');
    expect(screen.getByTestId('credit-note-link')).toHaveAttribute('href', '/invoices/7#credit-note-CN-1000');
  });

  it.each(['en', 'ar'] as const)('the host card asks the messages area to open a chat with the host about this booking (%s)', async (locale) => {
    const bus = createEventBus();
    const heard: unknown[] = [];
    bus.on('chat:open-requested', (p) => heard.push(p));
    show(paid, locale, bus);
    fireEvent.click(await screen.findByRole('button', { name: messages[locale]['booking.confirmed.messageHost'] }));
    expect(heard).toEqual([{ userId: 3, experienceId: 12, orderId: 7 }]);
  });

  it.each([
    ['paid', 3, 'success'],
    ['refunded', 6, 'warning'],
    ['partiallyRefunded', 7, 'warning'],
    ['askRefund', 5, 'info'],
    ['failedPayment', 4, 'danger'],
    ['pending', 1, 'normal'],
  ] as const)('shows the payment as %s in the spec\'s colour (%s → %s)', async (name, id, tone) => {
    show({ ...paid, paymentStatus: { id, name } }, 'ar');
    const status = await screen.findByTestId('payment-status');
    expect(status).toHaveTextContent(messages.ar[`booking.status.${name}`]);
    expect(status.closest('[data-tone]')).toHaveAttribute('data-tone', tone);
  });

  it('names the city once when the address already names it', async () => {
    show({ ...paid, experience: { ...paid.experience, location: 'Red sand dunes, Dammam', cityName: 'Dammam' } });
    expect(await screen.findByText('Red sand dunes, Dammam')).toBeInTheDocument();
    show({ ...paid, experience: { ...paid.experience, location: 'Al Masmak', cityName: 'Riyadh' } });
    expect(await screen.findByText('Al Masmak · Riyadh')).toBeInTheDocument();
  });

  it('shows no invoice line while the order is unpaid', async () => {
    show({ ...paid, paymentStatus: { id: 1, name: 'pending' }, invoiceNumber: null, creditNotes: [] });
    expect(await screen.findByRole('heading', { level: 1, name: messages.en['booking.status.pending'] })).toBeInTheDocument();
    expect(screen.queryByTestId('invoice-number')).toBeNull();
    expect(screen.queryByTestId('invoice-link')).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import type { Order } from '@tajriba/contracts/booking';
import { makeOrder } from '@tajriba/contracts/testing';
import { renderRemote } from '@tajriba/testing';
import { messages } from '../../../i18n/messages';

const { en, ar } = messages;
import { CancelBooking } from '../cancel-booking';

const paid = makeOrder();

const show = (order: Order, api = createFakeApi(), locale: 'en' | 'ar' = 'en') => {
  renderRemote(<CancelBooking order={order} />, { name: 'mf-booking', messages, locale, api, user: true });
  return api;
};

describe('CancelBooking', () => {
  it('inside the free window: says until when and how much comes back, asks before cancelling, then cancels', async () => {
    const api = show(paid, createFakeApi({ 'POST /api/Orders/Cancel/7': ok({ ...paid, paymentStatus: { id: 6, name: 'refunded' }, orderStatus: 'refunded', refundedAmount: 210 }) }));
    expect(screen.getByText(en['booking.cancel.policy.threeDays'])).toBeInTheDocument();
    expect(screen.getByText(/^Cancel before .+ and SAR 210\.00 goes back to your card\.$/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('cancel-booking'));
    const dialog = await screen.findByRole('dialog', { name: en['booking.cancel.confirmTitle'] });
    expect(dialog).toHaveTextContent('SAR 210.00 will be refunded to the card you paid with.');
    expect(api.calls).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/Orders/Cancel/7']));
  });

  it('a refusal from the server stays in the dialog, in the words the server sent', async () => {
    show(paid, createFakeApi({ 'POST /api/Orders/Cancel/7': fail(409, ['The free cancellation period has passed.']) }));
    fireEvent.click(screen.getByTestId('cancel-booking'));
    fireEvent.click(await screen.findByTestId('confirm-cancel'));
    expect(await screen.findByText('The free cancellation period has passed.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('after the window: a refund request needs a reason (3–500), keeps it, and sends it', async () => {
    const late = { ...paid, cancellation: { ...paid.cancellation, canCancel: false, refundIfCanceledNow: 0, canAskRefund: true } };
    const api = show(late, createFakeApi({ 'POST /api/Orders/AskRefund/7': ok({ ...late, paymentStatus: { id: 5, name: 'askRefund' } }) }), 'ar');
    expect(screen.queryByTestId('cancel-booking')).toBeNull();
    fireEvent.click(screen.getByTestId('ask-refund'));
    await screen.findByRole('dialog', { name: ar['booking.cancel.askTitle'] });
    const reason = screen.getByLabelText(ar['booking.cancel.reason'], { exact: false });
    fireEvent.change(reason, { target: { value: 'مر' } });
    fireEvent.click(screen.getByTestId('confirm-ask-refund'));
    expect(await screen.findByText(ar['booking.cancel.reasonShort'])).toBeInTheDocument();
    expect(reason).toHaveValue('مر');
    expect(api.calls).toHaveLength(0);
    fireEvent.change(reason, { target: { value: 'مرضت ولن أستطيع الحضور' } });
    fireEvent.click(screen.getByTestId('confirm-ask-refund'));
    await waitFor(() => expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/Orders/AskRefund/7', body: { reason: 'مرضت ولن أستطيع الحضور' } }));
  });

  it('states a refund or a pending request, and offers nothing for a booking that cannot change', () => {
    show({ ...paid, paymentStatus: { id: 7, name: 'partiallyRefunded' }, refundedAmount: 105, cancellation: { ...paid.cancellation, canCancel: false } });
    expect(screen.getByTestId('refund-state')).toHaveTextContent('SAR 105.00 was refunded to your card.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has every new string in both languages', () => {
    const ids = Object.keys(en).filter((k) => k.startsWith('booking.cancel.'));
    expect(ids.length).toBeGreaterThan(15);
    for (const id of ids) expect(ar[id as keyof typeof ar]).toMatch(/[\u0600-\u06ff]/);
  });
});

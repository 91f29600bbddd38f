import { screen } from '@testing-library/react';
import { messages } from '../../i18n/messages';
import { contract } from '../../../contract';
import { renderRemote } from '@tajriba/testing';
import { App } from '../app';

/** The remote as the shell mounts it (the kit's providers), at `route`, in `locale`. */
const renderBooking = (route: string, locale: 'en' | 'ar', signedIn = false) =>
  renderRemote(<App />, { name: 'mf-booking', messages, route, locale, user: signedIn });

describe('mf-booking', () => {
  it('declares every route it renders, each for signed-in guests (client)', () => {
    expect(contract.routes.map((r) => [r.path, r.access])).toEqual([
      ['/checkout', 'client'],
      ['/experiences/details/:id/checkout', 'client'],
      ['/checkout/confirm-payment', 'client'],
      ['/booking-confirmed/:id', 'client'],
      ['/invoices/:id', 'client'],
    ]);
  });

  it('explains an empty checkout in English and Arabic', async () => {
    const english = renderBooking('/checkout', 'en', true);
    expect(await screen.findByText(messages.en['booking.checkout.nothing'])).toBeInTheDocument();
    english.unmount();
    renderBooking('/checkout', 'ar', true);
    expect(await screen.findByText(messages.ar['booking.checkout.nothing'])).toBeInTheDocument();
  });

  it('says a return without a payment id is incomplete', async () => {
    renderBooking('/checkout/confirm-payment', 'en', true);
    expect(await screen.findByRole('heading', { name: messages.en['booking.confirm.unknownTitle'] })).toBeInTheDocument();
  });

  it('has every string in both languages', () => {
    expect(Object.keys(messages.ar).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [id, text] of Object.entries(messages.ar)) {
      if (/^[{}\w\s×.,()-]*$/.test(messages.en[id]) && text === messages.en[id]) continue; // pure placeholders ("{name} × {qty}")
      expect({ id, translated: text !== messages.en[id] }).toEqual({ id, translated: true });
    }
  });

  it('renders nothing on a path its contract does not declare (the shell shows its 404)', () => {
    const { container } = renderBooking('/not-this-remote', 'en');
    expect(container.querySelector('main')).toBeNull();
  });
});

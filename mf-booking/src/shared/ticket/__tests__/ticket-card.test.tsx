import { render, screen } from '@testing-library/react';
import { DesignSystemRoot } from '@tajriba/design-system';
import { I18nProvider } from '@tajriba/i18n';
import { TicketCard, type TicketCardProps } from '../ticket-card';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import { qrPath } from '../../qr/qr-svg';

const order: TicketCardProps['order'] = {
  ticket: { code: '3F9A-0C21-7B44', qr: '0b8f7c1e-2d4a-4b6e-9f3a-5c7d9e1f2a3b', checkedInAt: null },
  experience: { id: 12, name: 'Old town walk', imagePath: null, typeId: 1, cityName: 'Riyadh', location: null, latitude: null, longitude: null, onlineLink: null, generateGuestQRCode: true },
  bookingDate: '2026-06-15',
  startTime: '10:00:00',
  adultsQTY: 2,
  childrenQTY: 1,
};

const renderCard = (locale: 'en' | 'ar', o = order) =>
  render(
    <I18nProvider locale={locale} messages={locale === 'en' ? en : ar}>
      <DesignSystemRoot mode="dark" dir={locale === 'ar' ? 'rtl' : 'ltr'} toasts={false}>
        <TicketCard order={o} />
      </DesignSystemRoot>
    </I18nProvider>,
  );

describe('TicketCard', () => {
  it('draws a QR of the security stamp, the code to type, and whom it admits', () => {
    renderCard('en');
    const qr = screen.getByRole('img', { name: 'QR ticket for Old town walk' });
    expect(qr).toHaveAttribute('data-qr', order.ticket!.qr);
    expect(qr.querySelector('path')!.getAttribute('d')).toBe(qrPath(order.ticket!.qr).path);
    expect(screen.getByTestId('ticket-code')).toHaveTextContent('3F9A-0C21-7B44');
    expect(screen.getByText('Admits 3 guests')).toBeInTheDocument();
    expect(screen.getByText(en['booking.ticket.hint'])).toBeInTheDocument();
  });

  it('says when a used ticket was used, in Arabic', () => {
    renderCard('ar', { ...order, ticket: { ...order.ticket!, checkedInAt: '2026-06-15T07:02:00Z' } });
    expect(screen.getByTestId('ticket-used').textContent).toMatch(/^استُخدمت في /);
    expect(screen.getByText(/^تُدخل (3|٣) ضيوف$/)).toBeInTheDocument();
  });

  it('renders nothing without a ticket', () => {
    const { container } = renderCard('en', { ...order, ticket: null });
    expect(container.querySelector('[data-testid="ticket-card"]')).toBeNull();
  });

  it('a QR module count that a phone can read at this size', () => {
    expect(qrPath(order.ticket!.qr).modules).toBeLessThanOrEqual(33);
  });

  it('has every string in both languages', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });
});

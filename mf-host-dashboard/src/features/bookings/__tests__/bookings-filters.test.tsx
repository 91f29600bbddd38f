import { fireEvent, screen } from '@testing-library/react';
import { renderWithDesignSystem } from '@tajriba/design-system/testing';
import { messages as root } from '../../../i18n/messages';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import { BookingsFilters } from '../components/bookings-filters';

const messages = { en: { ...root.en, ...en }, ar: { ...root.ar, ...ar } };

describe('BookingsFilters', () => {
  it('changing the order status resets the page to 1', () => {
    const onChange = jest.fn();
    renderWithDesignSystem(<BookingsFilters value={{ page: 4, payoutStatus: 2 }} onChange={onChange} />, { messages, locale: 'en' });
    const order = screen.getByRole('combobox', { name: 'Order status' });
    fireEvent.change(order, { target: { value: '1' } });
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, payoutStatus: 2, orderStatus: 2 });
  });

  it('lists the filters in Arabic', () => {
    renderWithDesignSystem(<BookingsFilters value={{ page: 1 }} onChange={jest.fn()} />, { messages, locale: 'ar' });
    const order = screen.getByRole('combobox', { name: 'حالة الطلب' });
    expect(Array.from(order.querySelectorAll('option')).map((o) => o.textContent)).toEqual(['الكل', 'مكتمل', 'قيد التنفيذ', 'ملغى', 'معلق']);
  });

  it('changing the payout status resets the page to 1, and "All" clears it', () => {
    const onChange = jest.fn();
    renderWithDesignSystem(<BookingsFilters value={{ page: 3, orderStatus: 1, payoutStatus: 3 }} onChange={onChange} />, { messages, locale: 'en' });
    const payout = screen.getByRole('combobox', { name: 'Payout status' });
    expect(Array.from(payout.querySelectorAll('option')).map((o) => o.textContent)).toEqual(['All', 'Pending', 'Paid out', 'IBAN issue', 'Failed', 'Canceled']);
    fireEvent.change(payout, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, orderStatus: 1, payoutStatus: undefined });
  });
});

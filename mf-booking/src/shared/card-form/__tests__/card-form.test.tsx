import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { DesignSystemRoot } from '@tajriba/design-system';
import { CardForm, emptyCard, type CardFormValue } from '../card-form';
import { formatCardNumber, formatCvc, formatExpiry, luhnValid, parseExpiry, validateCard } from '../card-rules';
import { messages } from '../../../i18n/messages';

const now = new Date('2026-11-24T12:00:00Z');
const good = { holderName: 'Layla Harbi', number: '4111 1111 1111 1111', expiry: '12/28', cvc: '123' };

describe('card rules (spec §5 Card)', () => {
  it('keeps digits only, groups them by four and stops at 19 characters', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 abc 1111')).toBe('4111 1111 1111');
    expect(formatCardNumber('41111111111111112222')).toHaveLength(19);
    expect(formatCardNumber('41111')).toBe('4111 1');
  });

  it('takes the digits an Arabic keyboard types (٠–٩ and ۰–۹) as the card prints them', () => {
    expect(formatCardNumber('٤١١١١١١١١١١١١١١١')).toBe('4111 1111 1111 1111');
    expect(formatExpiry('١٢٢٨')).toBe('12/28');
    expect(formatCvc('۱۲۳')).toBe('123');
    expect(validateCard({ ...good, number: '٤١١١ ١١١١ ١١١١ ١١١١', cvc: '١٢٣' }, now)).toEqual({});
  });

  it('keeps 3–4 digits of the security code', () => {
    expect(formatCvc('12a34')).toBe('1234');
    expect(formatCvc('123456')).toBe('1234');
    expect(validateCard({ ...good, cvc: '12' }, now).cvc).toBe('booking.card.error.cvc');
    expect(validateCard({ ...good, cvc: '1234' }, now).cvc).toBeUndefined();
  });

  it('inserts the slash after the month, removes it on backspace, and stops at 5 characters', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('parses MM/YY with a month 01–12 and a year 2000–2099', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(parseExpiry('7/29')).toBeNull();
  });

  it('says which field is wrong and why', () => {
    expect(validateCard(good, now)).toEqual({});
    expect(validateCard({ holderName: '', number: '', expiry: '', cvc: '' }, now)).toEqual({
      holderName: 'booking.card.error.required',
      number: 'booking.card.error.required',
      expiry: 'booking.card.error.required',
      cvc: 'booking.card.error.required',
    });
    expect(validateCard({ ...good, number: '4111 1111 1111 1112' }, now).number).toBe('booking.card.error.number');
    expect(validateCard({ ...good, expiry: '13/28' }, now).expiry).toBe('booking.card.error.expiryFormat');
    expect(validateCard({ ...good, expiry: '10/26' }, now).expiry).toBe('booking.card.error.expired');
    expect(validateCard({ ...good, expiry: '11/26' }, now).expiry).toBeUndefined();
    expect(luhnValid('4000000000000002')).toBe(true);
  });
});

function Harness({ locale, onValue }: { locale: 'en' | 'ar'; onValue: (v: CardFormValue) => void }) {
  const [value, setValue] = useState(emptyCard);
  return (
    <IntlProvider locale={locale} messages={messages[locale]}>
      <DesignSystemRoot mode="light" dir={locale === 'ar' ? 'rtl' : 'ltr'} toasts={false}>
        <CardForm
          value={value}
          errors={validateCard(value, now)}
          onChange={(v) => {
            setValue(v);
            onValue(v);
          }}
        />
      </DesignSystemRoot>
    </IntlProvider>
  );
}

const label = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe('CardForm', () => {
  it.each(['en', 'ar'] as const)('formats what is typed and shows each rule in %s', async (locale) => {
    let last = emptyCard;
    render(<Harness locale={locale} onValue={(v) => (last = v)} />);
    const m = messages[locale];
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(label(m['booking.card.number'])), '4111x111111111111999');
    expect(screen.getByLabelText(label(m['booking.card.number']))).toHaveValue('4111 1111 1111 1111');
    await user.type(screen.getByLabelText(label(m['booking.card.expiry'])), '1299');
    expect(screen.getByLabelText(label(m['booking.card.expiry']))).toHaveValue('12/99');
    await user.type(screen.getByLabelText(label(m['booking.card.cvc'])), '12');
    expect(screen.getByText(m['booking.card.error.cvc'])).toBeInTheDocument();
    await user.type(screen.getByLabelText(label(m['booking.card.cvc'])), '345');
    expect(last.cvc).toBe('1234');
    expect(screen.getByText(m['booking.card.error.required'])).toBeInTheDocument();
    await user.type(screen.getByLabelText(label(m['booking.card.holderName'])), 'Layla Harbi');
    expect(screen.queryByText(m['booking.card.error.required'])).toBeNull();
    await user.click(screen.getByLabelText(m['booking.card.save']));
    expect(last).toEqual({ holderName: 'Layla Harbi', number: '4111 1111 1111 1111', expiry: '12/99', cvc: '1234', save: true });
  });
});

import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { Msg } from '@tajriba/contracts/platform';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import formsEn from '../i18n/forms/en.json';
import formsAr from '../i18n/forms/ar.json';
import { mergeMessages, pickMessages, messagesFor, I18nProvider, useLocale, useFormatters, dirFor, intlLocaleFor, toLatinDigits } from '../index';

describe('catalogues', () => {
  it('have identical keys in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(formsAr).sort()).toEqual(Object.keys(formsEn).sort());
  });
  it('translate every shared validation and error id', () => {
    const all = { en: { ...en, ...formsEn } as Record<string, string>, ar: { ...ar, ...formsAr } as Record<string, string> };
    for (const id of Object.values(Msg)) {
      expect(all.en[id]).toBeTruthy();
      expect(all.ar[id]).toBeTruthy();
      // Arabic text must actually be Arabic, not a copy of the English
      expect(all.ar[id]).toMatch(/[\u0600-\u06ff]/);
    }
  });
  it('keep validation and API error messages out of the catalogue every first render loads (they load after it)', () => {
    expect(Object.keys(en).filter((id) => id.startsWith('validation.') || id.startsWith('error.'))).toEqual([]);
    expect(Object.keys(formsEn).every((id) => id.startsWith('validation.') || id.startsWith('duration.') || id.startsWith('error.'))).toBe(true);
  });
  it('merge with later catalogues winning and pick by locale', () => {
    expect(mergeMessages({ a: '1', b: '1' }, undefined, { b: '2' })).toEqual({ a: '1', b: '2' });
    expect(pickMessages('ar', { en: { x: 'en' }, ar: { x: 'ar' } })).toEqual({ x: 'ar' });
    const m = messagesFor('en', { en: { 'pkg.title': 'Hi', 'validation.required': 'Needed' }, ar: {} });
    expect(m['pkg.title']).toBe('Hi');
    expect(m['validation.required']).toBe('Needed');
    expect(m['i18n.day.today']).toBe(en['i18n.day.today']);
  });
});

describe('locale helpers', () => {
  it('maps direction and Intl tags', () => {
    expect(dirFor('ar')).toBe('rtl');
    expect(dirFor('en')).toBe('ltr');
    expect(intlLocaleFor('en')).toBe('en-US');
    expect(intlLocaleFor('ar')).toContain('ar-SA');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۴۵')).toBe('0123456789 45');
  });
});

function Probe() {
  const { locale, dir } = useLocale();
  const f = useFormatters();
  return (
    <p>
      <span data-testid="dir">{dir}</span>
      <span data-testid="locale">{locale}</span>
      <span data-testid="price">{f.sar(1250).replace(/[\u00a0\u200f]/g, ' ').trim()}</span>
      <span>
        <FormattedMessage id="validation.required" />
      </span>
      <span>
        <FormattedMessage id="pkg.hello" values={{ name: 'Sara' }} />
      </span>
    </p>
  );
}

describe('I18nProvider', () => {
  it('renders English with the package messages and common messages', () => {
    render(
      <I18nProvider locale="en" messages={{ 'pkg.hello': 'Hello {name}' }}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Hello Sara')).toBeInTheDocument();
    expect(screen.getByTestId('dir')).toHaveTextContent('ltr');
    expect(screen.getByTestId('price')).toHaveTextContent('SAR 1,250.00');
  });
  it('renders Arabic with right-to-left direction and Arabic digits', () => {
    render(
      <I18nProvider locale="ar" messages={{ 'pkg.hello': 'مرحبًا {name}' }}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('هذا الحقل مطلوب.')).toBeInTheDocument();
    expect(screen.getByText('مرحبًا Sara')).toBeInTheDocument();
    expect(screen.getByTestId('dir')).toHaveTextContent('rtl');
    expect(screen.getByTestId('locale')).toHaveTextContent('ar');
    expect(screen.getByTestId('price').textContent).toContain('١٬٢٥٠٫٠٠');
  });
});

import { useState } from 'react';
import { screen } from '@testing-library/react';
import { NumberStepper, OtpInput, Pagination, Stepper, TextArea } from '../index';
import { renderWithDesignSystem } from '../testing';

/**
 * On an Arabic page every number a shared component shows or announces is in Arabic-Indic digits.
 * A message argument given a raw number renders Western digits unless the message formats it
 * (`{n, number}`); one given a preformatted string must not (`{n, number}` of "٣" is NaN).
 */
const WESTERN = /[0-9]/;
const ARABIC_INDIC = /[٠-٩]/;

/** Everything a person sees or hears: the text, and the accessible names and values of controls. */
function spoken(container: HTMLElement): string[] {
  const out = [container.textContent ?? ''];
  for (const el of container.querySelectorAll('*')) {
    for (const attr of ['aria-label', 'aria-valuetext', 'title', 'placeholder']) {
      const v = el.getAttribute(attr);
      if (v) out.push(v);
    }
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) out.push(el.value);
  }
  return out.filter(Boolean);
}

function expectArabicDigitsOnly(container: HTMLElement) {
  const texts = spoken(container);
  expect(texts.filter((t) => WESTERN.test(t))).toEqual([]);
  expect(texts.some((t) => ARABIC_INDIC.test(t))).toBe(true);
}

describe('Arabic-Indic digits in shared components', () => {
  it('pagination: "Page X of N", the page buttons and their names', () => {
    const { container } = renderWithDesignSystem(<Pagination page={3} totalPages={12} onPageChange={() => undefined} />, { locale: 'ar' });
    expect(screen.getByText('صفحة ٣ من ١٢')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الصفحة ١٢' })).toBeInTheDocument();
    expectArabicDigitsOnly(container);
  });

  it('the text area counter, shown and announced', () => {
    const { container } = renderWithDesignSystem(<TextArea label="نبذة" maxCount={250} defaultValue="مرحبا بكم" />, { locale: 'ar' });
    expect(screen.getByText('٩ من ٢٥٠ حرفًا')).toBeInTheDocument();
    expectArabicDigitsOnly(container);
  });

  it.each([
    [1, '٠ من ١ حرف'],
    [2, '٠ من ٢ حرف'],
    [3, '٠ من ٣ أحرف'],
    [11, '٠ من ١١ حرفًا'],
    [100, '٠ من ١٠٠ حرف'],
  ])('the counter of a %i-character limit names the characters in the plural form of its number', (maxCount, text) => {
    renderWithDesignSystem(<TextArea label="نبذة" maxCount={maxCount} />, { locale: 'ar' });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('the stepper announces "Step X of N"', () => {
    const steps = [
      { id: 'a', label: 'الأساسيات' },
      { id: 'b', label: 'الصور' },
      { id: 'c', label: 'السعر' },
    ];
    const { container } = renderWithDesignSystem(<Stepper steps={steps} current={1} />, { locale: 'ar' });
    expect(screen.getByRole('navigation', { name: 'الخطوة ٢ من ٣' })).toBeInTheDocument();
    expectArabicDigitsOnly(container);
  });

  it('the code boxes are named "Digit X of N"', () => {
    function Demo() {
      const [v, setV] = useState('48');
      return <OtpInput length={4} value={v} onChange={setV} label="رمز التحقق" />;
    }
    const { container } = renderWithDesignSystem(<Demo />, { locale: 'ar' });
    expect(screen.getByRole('textbox', { name: 'الرقم ١ من ٤' })).toBeInTheDocument();
    expectArabicDigitsOnly(container);
  });

  it('the number stepper shows and announces its value', () => {
    const { container } = renderWithDesignSystem(<NumberStepper label="الضيوف" value={12} onChange={() => undefined} min={1} max={20} />, { locale: 'ar' });
    expect(screen.getByRole('spinbutton')).toHaveValue('١٢');
    expectArabicDigitsOnly(container);
  });

  it('English keeps Western digits (the same messages)', () => {
    renderWithDesignSystem(<TextArea label="About" maxCount={250} defaultValue="hello" />, { locale: 'en' });
    expect(screen.getByText('5 of 250 characters')).toBeInTheDocument();
  });
});

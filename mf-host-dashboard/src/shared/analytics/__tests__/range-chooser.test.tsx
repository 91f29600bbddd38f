import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDesignSystem } from '@tajriba/design-system/testing';
import { messages } from '../../../i18n/messages';
import { RangeChooser } from '../range-chooser';

describe('RangeChooser', () => {
  it('offers the four ranges, marks the chosen one and reports a new choice', () => {
    const onChange = jest.fn();
    renderWithDesignSystem(<RangeChooser value={{ Range: '30d' }} onChange={onChange} />, { messages, locale: 'en' });
    const buttons = within(screen.getByRole('group', { name: 'Period' }))
      .getAllByRole('button')
      .map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
    expect(buttons).toEqual([
      ['12 months', 'false'],
      ['30 days', 'true'],
      ['7 days', 'false'],
      ['24 hours', 'false'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: '12 months' }));
    expect(onChange).toHaveBeenLastCalledWith({ Range: '12m' });
  });

  it('shows a custom range in Arabic digits, and picks two dates on the calendar (an end before the start is swapped)', async () => {
    const onChange = jest.fn();
    renderWithDesignSystem(<RangeChooser value={{ Range: 'custom', From: '2026-05-10', To: '2026-05-20' }} onChange={onChange} />, { messages, locale: 'ar' });
    const field = screen.getByRole('button', { name: /التواريخ/ });
    expect(field).toHaveTextContent(/١٠/);
    expect(field).toHaveTextContent(/٢٠٢٦/);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('button', { name: /^الأربعاء، ٢٠ مايو ٢٠٢٦/ }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /^الجمعة، ١٥ مايو ٢٠٢٦/ }));
    expect(onChange).toHaveBeenLastCalledWith({ Range: 'custom', From: '2026-05-15', To: '2026-05-20' });
  });
});

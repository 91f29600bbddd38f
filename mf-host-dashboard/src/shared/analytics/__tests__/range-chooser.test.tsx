import { fireEvent, screen } from '@testing-library/react';
import { renderWithDesignSystem } from '@tajriba/design-system/testing';
import { messages } from '../../../i18n/messages';
import { RangeChooser } from '../range-chooser';

describe('RangeChooser', () => {
  it('offers the four ranges, marks the chosen one and reports a new choice', () => {
    const onChange = jest.fn();
    renderWithDesignSystem(<RangeChooser value={{ Range: '30d' }} onChange={onChange} />, { messages, locale: 'en' });
    const buttons = screen.getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
    expect(buttons).toEqual([
      ['12 months', 'false'],
      ['30 days', 'true'],
      ['7 days', 'false'],
      ['24 hours', 'false'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: '12 months' }));
    expect(onChange).toHaveBeenLastCalledWith({ Range: '12m' });
  });

  it('picks dates as a custom range, swapping an end picked before the start (Arabic)', () => {
    const onChange = jest.fn();
    renderWithDesignSystem(<RangeChooser value={{ Range: 'custom', From: '2026-05-10', To: '2026-05-20' }} onChange={onChange} />, { messages, locale: 'ar' });
    fireEvent.change(screen.getByLabelText('إلى'), { target: { value: '2026-05-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ Range: 'custom', From: '2026-05-01', To: '2026-05-10' });
    fireEvent.change(screen.getByLabelText('من'), { target: { value: '2026-04-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ Range: 'custom', From: '2026-04-01', To: '2026-05-20' });
  });
});

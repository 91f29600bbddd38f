import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDesignSystem } from '@tajriba/design-system/testing';
import { discoveryMessages } from '../../../testing/messages';
import { DatePresets } from '../search-bar/date-panel';
import { datePresets } from '../../lib/days';

// A Sunday, mid-morning.
const now = new Date(2026, 10, 22, 10, 0);

function Harness() {
  const [day, setDay] = useState<string | undefined>();
  return (
    <>
      <DatePresets value={day} onChange={setDay} now={now} />
      <output data-testid="day">{day ?? ''}</output>
    </>
  );
}

describe('date presets', () => {
  it('are today, tomorrow and the next 5 days', () => {
    expect(datePresets(now)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
  });

  it('show Today and Tomorrow by name, then five dated days, and pick a day string', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Harness />, { messages: discoveryMessages });
    const chips = screen.getAllByRole('button');
    expect(chips).toHaveLength(7);
    expect(chips[0]).toHaveTextContent('Today');
    expect(chips[1]).toHaveTextContent('Tomorrow');
    expect(chips[2]).toHaveTextContent(/Tue.*24/);
    expect(chips[6]).toHaveTextContent(/Sat.*28/);
    await user.click(chips[1]);
    expect(screen.getByTestId('day')).toHaveTextContent('2026-11-23');
    expect(chips[1]).toHaveAttribute('aria-pressed', 'true');
    await user.click(chips[6]);
    expect(screen.getByTestId('day')).toHaveTextContent('2026-11-28');
  });

  it('are named in Arabic', () => {
    renderWithDesignSystem(<Harness />, { messages: discoveryMessages, locale: 'ar' });
    expect(screen.getAllByRole('button')[0]).toHaveTextContent('اليوم');
  });
});

import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDesignSystem } from '@tajriba/design-system/testing';
import { discoveryMessages } from '../../../testing/messages';
import { GuestCounter, type Guests } from '../search-bar/guest-counter';

function Harness({ initial }: { initial: Guests }) {
  const [g, setG] = useState(initial);
  return <GuestCounter value={g} onChange={setG} />;
}

describe('GuestCounter', () => {
  it('opens steppers and keeps adults ≥ 1 and children ≥ 0', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Harness initial={{ adults: 1, children: 0 }} />, { messages: discoveryMessages });
    await user.click(screen.getByRole('button', { name: /^Guests ?1 guest$/ }));
    // The steppers are a lazy chunk: when they arrive the focus goes to the first control
    // (the adults' minus is disabled at 1, so the adults box).
    const adults = await screen.findByRole('spinbutton', { name: 'Adults' });
    expect(adults).toHaveFocus();
    const children = screen.getByRole('spinbutton', { name: 'Children' });
    expect(adults).toHaveValue('1');
    expect(children).toHaveValue('0');
    expect(screen.getByRole('button', { name: /decrease adults/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /decrease children/i })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /increase adults/i }));
    await user.click(screen.getByRole('button', { name: /increase children/i }));
    expect(adults).toHaveValue('2');
    expect(children).toHaveValue('1');
    expect(screen.getByRole('button', { name: /^Guests ?3 guests$/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /decrease adults/i }));
    await user.click(screen.getByRole('button', { name: /decrease children/i }));
    expect(adults).toHaveValue('1');
    expect(children).toHaveValue('0');
  });

  it('puts an emptied or typed-below-minimum count back to the minimum', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Harness initial={{ adults: 3, children: 2 }} />, { messages: discoveryMessages });
    await user.click(screen.getByRole('button', { name: /^Guests ?5 guests$/ }));
    const adults = await screen.findByRole('spinbutton', { name: 'Adults' });
    await user.clear(adults);
    await user.tab();
    expect(adults).toHaveValue('1');
  });
});

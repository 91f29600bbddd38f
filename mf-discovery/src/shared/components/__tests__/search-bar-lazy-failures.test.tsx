import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDesignSystem } from '@tajriba/design-system/testing';
import { discoveryMessages } from '../../../testing/messages';
import { DateField } from '../search-bar/date-field';
import { GuestCounter, type Guests } from '../search-bar/guest-counter';

/*
 * The search bar's popover contents are lazy chunks. One that fails to download (the network
 * dropped, a deploy removed it) leaves a message with Retry in its popover; the rest of the bar
 * keeps working, and Retry shows the contents once the network is back.
 */

// Chunks that "fail to download" until healed; a failed require is not cached, as in webpack.
const mockBroken = new Set<string>();
const mockChunk = (name: string, actual: () => unknown) => {
  if (mockBroken.has(name)) throw Object.assign(new Error(`Loading chunk ${name} failed.`), { name: 'ChunkLoadError' });
  return actual();
};
jest.mock('../search-bar/guest-steppers', () => mockChunk('guest-steppers', () => jest.requireActual('../search-bar/guest-steppers')));
jest.mock('../search-bar/date-panel', () => mockChunk('date-panel', () => jest.requireActual('../search-bar/date-panel')));

function Bar() {
  const [guests, setGuests] = useState<Guests>({ adults: 1, children: 0 });
  const [day, setDay] = useState<string | undefined>();
  return (
    <>
      <DateField value={day} onChange={setDay} />
      <GuestCounter value={guests} onChange={setGuests} />
    </>
  );
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // The boundaries report what they caught; expected here.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  mockBroken.clear();
});

// Each chunk loads once per test file (module state), so each test breaks another one.
describe('search bar popovers whose contents fail to download', () => {
  it('the guest steppers: a message with Retry in the popover, the bar still works, Retry shows the steppers', async () => {
    const user = userEvent.setup();
    mockBroken.add('guest-steppers');
    renderWithDesignSystem(<Bar />, { messages: discoveryMessages });

    await user.click(screen.getByRole('button', { name: /^Guests ?1 guest$/ }));
    const popover = screen.getByRole('dialog', { name: 'Guests' });
    expect(await within(popover).findByRole('alert')).toHaveTextContent("This part didn't load.");
    // The focus went on to Retry, the popover's one control now.
    const retry = within(popover).getByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();
    // Nothing else unmounted: the date field is there.
    expect(screen.getByRole('button', { name: /When/ })).toBeInTheDocument();

    mockBroken.clear();
    await user.keyboard('{Enter}');
    const adults = await within(popover).findByRole('spinbutton', { name: 'Adults' });
    expect(adults).toHaveFocus();
    await user.click(within(popover).getByRole('button', { name: /increase adults/i }));
    expect(screen.getByRole('button', { name: /^Guests ?2 guests$/ })).toBeInTheDocument();
  });

  it('the date panel, in Arabic', async () => {
    const user = userEvent.setup();
    mockBroken.add('date-panel');
    renderWithDesignSystem(<Bar />, { messages: discoveryMessages, locale: 'ar' });

    const when = screen.getByRole('button', { name: /متى/ });
    await user.click(when);
    const popover = screen.getByRole('dialog');
    expect(await within(popover).findByRole('alert')).toHaveTextContent('تعذّر تحميل هذا الجزء.');

    mockBroken.clear();
    await user.click(within(popover).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await within(popover).findByRole('button', { name: 'اليوم' })).toBeInTheDocument();
    // The calendar beside the presets is its own lazy chunk: let it land inside the test.
    await act(async () => undefined);
  });
});

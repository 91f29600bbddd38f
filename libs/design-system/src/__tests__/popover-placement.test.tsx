import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover } from '../index';
import { placePopover } from '../components/popover-placement';
import { renderWithDesignSystem } from '../testing';

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };
const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height });
const inside = (p: { x: number; y: number }, size: { width: number; height: number }, vp: { width: number; height: number }) =>
  p.x >= 8 && p.y >= 8 && p.x + size.width <= vp.width - 8 && p.y + size.height <= vp.height - 8;

describe('placePopover', () => {
  it('puts the panel under its trigger, start edges together (left in English, right in Arabic)', () => {
    const trigger = box(400, 100, 200, 48);
    expect(placePopover(trigger, { width: 300, height: 200 }, desktop, 'start', 'ltr')).toEqual({ x: 400, y: 156, side: 'below' });
    expect(placePopover(trigger, { width: 300, height: 200 }, desktop, 'start', 'rtl')).toEqual({ x: 300, y: 156, side: 'below' });
    expect(placePopover(trigger, { width: 300, height: 200 }, desktop, 'end', 'ltr').x).toBe(300);
  });

  it('slides a panel that would leave a phone screen back inside it, in both directions', () => {
    // The reported case: "Who" at the end of a 390 px row, a 294 px panel aligned to its end.
    const size = { width: 294, height: 220 };
    const ltr = placePopover(box(16, 400, 100, 48), size, phone, 'end', 'ltr');
    const rtl = placePopover(box(274, 400, 100, 48), size, phone, 'end', 'rtl');
    expect(inside(ltr, size, phone)).toBe(true);
    expect(inside(rtl, size, phone)).toBe(true);
    expect(ltr.x).toBe(8);
    expect(rtl.x).toBe(390 - 8 - 294);
  });

  it('flips above when there is no room below but there is above', () => {
    const p = placePopover(box(100, 700, 200, 48), { width: 300, height: 300 }, desktop, 'start', 'ltr');
    expect(p).toEqual({ x: 100, y: 700 - 8 - 300, side: 'above' });
  });

  it('scrolls inside the roomier side when it fits on neither', () => {
    const p = placePopover(box(100, 500, 200, 48), { width: 300, height: 800 }, desktop, 'start', 'ltr');
    expect(p.side).toBe('above');
    expect(p.maxHeight).toBe(500 - 16);
    expect(p.y).toBe(8);
  });
});

describe('Popover on a small screen', () => {
  const setWidth = (matches: boolean) => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width: 599.98px') ? matches : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  };
  afterEach(() => setWidth(false));

  it('is a bottom sheet with its name and a close button; the dimmed page closes it too', async () => {
    setWidth(true);
    renderWithDesignSystem(
      <Popover label="Guests" trigger={(p) => <button {...p}>Who</button>}>
        <button type="button">Adults</button>
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Who' }));
    const panel = screen.getByRole('dialog', { name: 'Guests' });
    expect(panel).toHaveAttribute('data-placement', 'sheet');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('popover-scrim'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Who' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is anchored to its trigger on a wider screen', async () => {
    setWidth(false);
    renderWithDesignSystem(
      <Popover label="Guests" trigger={(p) => <button {...p}>Who</button>}>
        <button type="button">Adults</button>
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Who' }));
    expect(screen.getByRole('dialog', { name: 'Guests' })).toHaveAttribute('data-placement', 'anchored');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adults' })).toHaveFocus();
  });
});

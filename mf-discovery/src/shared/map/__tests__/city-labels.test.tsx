import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithDesignSystem } from '@tajriba/design-system/testing';
import { CityLabels } from '../city-labels';
import type { MapRef } from '../map-kit';

/**
 * A stand-in for the map: a linear projection we can move, the map events the labels listen to,
 * and a fixed-size container. Names are measured as 8 px per character × 14 px.
 */
function fakeMap(pxPerDegree: number) {
  const handlers = new Map<string, Set<() => void>>();
  let scale = pxPerDegree;
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: 2000 });
  Object.defineProperty(container, 'clientHeight', { value: 2000 });
  document.body.appendChild(container);
  const map = {
    // centred on Riyadh, in a 2,000 px square map
    project: ([lng, lat]: [number, number]) => ({ x: 1000 + (lng - 46.6753) * scale, y: 1000 + (24.7136 - lat) * scale }),
    on: (type: string, fn: () => void) => void (handlers.get(type) ?? handlers.set(type, new Set()).get(type)!).add(fn),
    off: (type: string, fn: () => void) => void handlers.get(type)?.delete(fn),
    getContainer: () => container,
  };
  return {
    ref: { current: map as unknown as MapRef },
    container,
    zoomTo(px: number) {
      scale = px;
      for (const fn of handlers.get('move') ?? []) fn();
    },
    listeners: () => [...handlers.values()].reduce((n, s) => n + s.size, 0),
  };
}

// Renders where the label was asked to hang (px below its dot) so tests can see a name slide.
const Marker = ({ children, offset }: { children: ReactNode; offset: [number, number] }) => <div data-offset-y={offset[1]}>{children}</div>;
const offsetOf = (name: string) => Number(screen.getByText(name).parentElement!.getAttribute('data-offset-y'));

// Most populous first, as CitiesSearch answers without text.
const cities = [
  { name: 'الرياض', latitude: 24.7136, longitude: 46.6753 },
  { name: 'جدة', latitude: 21.4858, longitude: 39.1925 },
  { name: 'الدرعية', latitude: 24.7341, longitude: 46.5753 },
];

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get() { return (this.textContent?.length ?? 0) * 8; } });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get() { return 14; } });
});
afterAll(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).offsetWidth;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).offsetHeight;
});

const hidden = (name: string) => screen.getByText(name).getAttribute('data-hidden') === 'true';

describe('CityLabels', () => {
  it('hides the less populous of two colliding names, and shows it again when zoomed in', async () => {
    const map = fakeMap(20); // Riyadh and Diriyah ~2 px apart: their names collide
    const { unmount } = renderWithDesignSystem(<CityLabels Marker={Marker} mapRef={map.ref} cities={cities} offset={14} />, { locale: 'ar' });
    expect(hidden('الرياض')).toBe(false);
    expect(hidden('جدة')).toBe(false);
    expect(hidden('الدرعية')).toBe(true);
    expect(screen.getByText('الدرعية')).toHaveAttribute('aria-hidden', 'true');

    // 2,000 px per degree: 200 px between the two, room for both names
    await act(async () => {
      map.zoomTo(2000);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    });
    expect(hidden('الدرعية')).toBe(false);
    expect(hidden('الرياض')).toBe(false);
    // Jeddah is now ~15,000 px off the map: not shown
    expect(hidden('جدة')).toBe(true);

    unmount();
    expect(map.listeners()).toBe(0);
  });

  it('slides a name below a pin drawn over it (the location pin, a price pin, a cluster), or hides it', async () => {
    const map = fakeMap(20);
    // a 44 px pin right on Jeddah's dot: its name, asked 14 px below the dot, runs under it
    const pin = document.createElement('span');
    pin.setAttribute('data-map-pin', '');
    const jeddah = map.ref.current!.project([39.1925, 21.4858]);
    let pinHeight = 44;
    pin.getBoundingClientRect = () => ({ left: jeddah.x - 22, top: jeddah.y - 22, width: 44, height: pinHeight }) as DOMRect;
    renderWithDesignSystem(<CityLabels Marker={Marker} mapRef={map.ref} cities={cities.slice(1, 2)} offset={14} />, { container: map.container });
    const nextFrame = () => act(async () => void (await new Promise((r) => requestAnimationFrame(() => r(null)))));
    await nextFrame();
    expect(hidden('جدة')).toBe(false);
    expect(offsetOf('جدة')).toBe(14);

    // the pin is added inside the map container, and the next frame looks again
    map.container.appendChild(pin);
    map.zoomTo(20);
    await nextFrame();
    expect(hidden('جدة')).toBe(false);
    // just below the pin's bottom (22 px below the dot): the 2 px gap minus the 2 px tolerance
    expect(offsetOf('جدة')).toBe(22);

    // a pin too tall to slide past: the name gives way
    pinHeight = 120;
    map.zoomTo(20);
    await nextFrame();
    expect(hidden('جدة')).toBe(true);
  });

});

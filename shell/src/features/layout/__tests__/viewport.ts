import { act } from '@testing-library/react';

type Listener = () => void;
const listeners = new Set<Listener>();
let width = 1280;

/**
 * jsdom lays nothing out and has no matchMedia; the header decides its layout with
 * `(min-width: …px)` queries, so tests set a viewport width and the queries answer from it.
 */
export function setViewportWidth(next: number): void {
  width = next;
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return {
      get matches() {
        return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, fn: Listener) => listeners.add(fn),
      removeEventListener: (_: string, fn: Listener) => listeners.delete(fn),
      addListener: (fn: Listener) => listeners.add(fn),
      removeListener: (fn: Listener) => listeners.delete(fn),
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
  act(() => {
    for (const fn of [...listeners]) fn();
  });
}

import { useEffect, type RefObject } from 'react';

/** Calls `handler` on a pointer press outside every given element while `active`. */
export function useClickOutside(refs: Array<RefObject<HTMLElement | null>>, handler: () => void, active = true): void {
  useEffect(() => {
    if (!active) return;
    const onDown = (e: PointerEvent | MouseEvent) => {
      const target = e.target as Node | null;
      if (!target) return;
      if (refs.some((r) => r.current?.contains(target))) return;
      handler();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
    // refs are stable objects; handler identity changes are picked up on the next activation
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, handler]);
}

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useClickOutside } from '@tajriba/design-system';

/**
 * Disclosure behaviour shared by the header's menus (the avatar menu, the visitor menu and the notification bell): a
 * button with `aria-expanded` toggles a panel; Escape closes it and gives focus back to the
 * button; a press outside closes it. Not an ARIA `menu`: the panels hold links, buttons and a
 * radio group, which keep their native keyboard behaviour (Tab, Space, arrows) this way.
 */
export function useMenuDisclosure() {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useClickOutside([wrapRef], close, open);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return {
    open,
    close,
    wrapRef,
    panelId,
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((o) => !o),
    },
  };
}

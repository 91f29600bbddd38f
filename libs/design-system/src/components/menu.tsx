import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useClickOutside } from '@tajriba/design-system/core';
import { focusRing } from '@tajriba/design-system/core';

const Anchor = styled.div`
  position: relative;
  display: inline-flex;
`;

const List = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  inset-block-start: calc(100% + 6px);
  ${({ $align }) => ($align === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-inline-size: 200px;
  max-block-size: 360px;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing[1]};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Item = styled.button<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  inline-size: 100%;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  text-align: start;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  ${focusRing}
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

const Separator = styled.hr`
  block-size: 1px;
  border: 0;
  margin: ${({ theme }) => theme.spacing[1]} 0;
  background: ${({ theme }) => theme.colors.border};
`;

export interface MenuItem {
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
  /** Draw a separator above this item. */
  separatorBefore?: boolean;
}

export interface MenuTriggerProps {
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
  ref: (el: HTMLElement | null) => void;
}

export interface DropdownMenuProps {
  /** Renders the trigger; spread the props onto a button (e.g. <IconButton {...props} />). */
  trigger: (props: MenuTriggerProps) => ReactNode;
  items: ReadonlyArray<MenuItem>;
  align?: 'start' | 'end';
  /** Names the menu for screen readers (defaults to the trigger's name). */
  label?: string;
  className?: string;
}

/**
 * WAI-ARIA menu button: Enter/Space/↓ open on the first item, ↑ on the last; ↑/↓/Home/End
 * move; Esc closes and returns focus to the trigger; typing a letter jumps to an item.
 */
export function DropdownMenu({ trigger, items, align = 'start', label, className }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const baseId = useId();
  const menuId = `${baseId}-menu`;
  const triggerId = `${baseId}-trigger`;
  const anchorRef = useRef<HTMLDivElement>(null);
  const [triggerEl, setTriggerEl] = useState<HTMLElement | null>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const enabled = items.map((it, i) => (it.disabled ? -1 : i)).filter((i) => i >= 0);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerEl?.focus();
  }, [triggerEl]);

  useClickOutside([anchorRef], () => close(false), open);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const move = (delta: number) => {
    if (enabled.length === 0) return;
    const pos = enabled.indexOf(active);
    const next = enabled[(pos + delta + enabled.length) % enabled.length];
    setActive(next);
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        move(-1);
        break;
      case 'Home':
        e.preventDefault();
        setActive(enabled[0] ?? 0);
        break;
      case 'End':
        e.preventDefault();
        setActive(enabled[enabled.length - 1] ?? 0);
        break;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        if (e.key.length === 1 && /\S/.test(e.key)) {
          const ch = e.key.toLocaleLowerCase();
          const start = enabled.indexOf(active);
          for (let k = 1; k <= enabled.length; k++) {
            const idx = enabled[(start + k) % enabled.length];
            const text = itemRefs.current[idx]?.textContent?.trim().toLocaleLowerCase() ?? '';
            if (text.startsWith(ch)) {
              setActive(idx);
              break;
            }
          }
        }
    }
  };

  const triggerProps: MenuTriggerProps = {
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => (open ? close(false) : openAt(enabled[0] ?? 0)),
    onKeyDown: (e) => {
      if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        openAt(enabled[0] ?? 0);
      } else if (e.key === 'ArrowUp') {
        e.preventDefault();
        openAt(enabled[enabled.length - 1] ?? 0);
      }
    },
    ref: setTriggerEl,
  };

  return (
    <Anchor ref={anchorRef} className={className}>
      {trigger(triggerProps)}
      {open ? (
        <List
          id={menuId}
          role="menu"
          aria-label={label}
          aria-labelledby={label ? undefined : triggerId}
          $align={align}
          onKeyDown={onMenuKey}
        >
          {items.map((it, i) => (
            <div key={it.id} role="none">
              {it.separatorBefore ? <Separator /> : null}
              <Item
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={i === active ? 0 : -1}
                disabled={it.disabled}
                $danger={it.danger}
                onClick={() => {
                  close(true);
                  it.onSelect();
                }}
              >
                {it.icon}
                {it.label}
              </Item>
            </div>
          ))}
        </List>
      ) : null}
    </Anchor>
  );
}

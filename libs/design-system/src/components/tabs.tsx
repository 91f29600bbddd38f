import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { styled, useTheme } from 'styled-components';
import { focusRing } from '@tajriba/design-system/core';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[1]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  scrollbar-width: none;
`;

const Tab = styled.button<{ $selected: boolean }>`
  position: relative;
  padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};
  border: 0;
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  white-space: nowrap;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0 0;
  &::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block-end: -1px;
    block-size: 3px;
    border-radius: 3px 3px 0 0;
    background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  }
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  ${focusRing}
`;

const Panel = styled.div`
  padding-block: ${({ theme }) => theme.spacing[4]};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<K extends string = string> {
  items: ReadonlyArray<TabItem<K>>;
  value: K;
  onChange: (key: K) => void;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
}

/** Tabs with automatic activation; ←/→ follow reading direction (flipped in RTL), Home/End. */
export function Tabs<K extends string = string>({ items, value, onChange, label, className }: TabsProps<K>) {
  const baseId = useId();
  const theme = useTheme();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const enabled = items.filter((i) => !i.disabled);

  const go = (key: K) => {
    onChange(key);
    refs.current[key]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const pos = enabled.findIndex((i) => i.key === value);
    const forward = theme?.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = theme?.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: TabItem<K> | undefined;
    if (e.key === forward) next = enabled[(pos + 1) % enabled.length];
    else if (e.key === backward) next = enabled[(pos - 1 + enabled.length) % enabled.length];
    else if (e.key === 'Home') next = enabled[0];
    else if (e.key === 'End') next = enabled[enabled.length - 1];
    if (next) {
      e.preventDefault();
      go(next.key);
    }
  };

  const current = items.find((i) => i.key === value);
  return (
    <div className={className}>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <Tab
            key={item.key}
            ref={(el) => {
              refs.current[item.key] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.key}`}
            aria-selected={item.key === value}
            aria-controls={`${baseId}-panel-${item.key}`}
            tabIndex={item.key === value ? 0 : -1}
            disabled={item.disabled}
            $selected={item.key === value}
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {current ? (
        <Panel role="tabpanel" id={`${baseId}-panel-${current.key}`} aria-labelledby={`${baseId}-tab-${current.key}`} tabIndex={0}>
          {current.content}
        </Panel>
      ) : null}
    </div>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { ChevronDownIcon } from '@tajriba/design-system';

const Section = styled.section`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-block-end: 0;
  }
`;
const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  inline-size: 100%;
  padding: ${({ theme }) => `${theme.spacing[4]} 0`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  text-align: start;
  cursor: pointer;
  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
const Body = styled.div`
  padding-block-end: ${({ theme }) => theme.spacing[5]};
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  /* The grid above would otherwise beat the hidden attribute: a collapsed section must hide. */
  &[hidden] {
    display: none;
  }
`;

export function FilterSection({ title, defaultOpen = false, children }: { title: string; defaultOpen?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <Section>
      <h3 style={{ margin: 0 }}>
        <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {title}
          <ChevronDownIcon size={18} />
        </Toggle>
      </h3>
      <Body id={id} hidden={!open}>
        {children}
      </Body>
    </Section>
  );
}

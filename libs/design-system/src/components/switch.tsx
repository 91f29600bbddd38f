import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { HiddenInput, Row, Text } from './choice-parts';

// The drawn track sits over the real input: pointer events go through to the input (and its label).
const Track = styled.span`
  pointer-events: none;
  position: relative;
  flex-shrink: 0;
  inline-size: 40px;
  block-size: 24px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  transition: background ${({ theme }) => theme.motion.fast};
  &::after {
    content: '';
    position: absolute;
    inset-block-start: 3px;
    inset-inline-start: 3px;
    inline-size: 18px;
    block-size: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: inset-inline-start ${({ theme }) => theme.motion.fast};
  }
  input:checked + & { background: ${({ theme }) => theme.colors.primary}; }
  input:checked + &::after { inset-inline-start: 19px; }
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: ReactNode;
  description?: ReactNode;
}

/** An on/off switch (a checkbox with role="switch", so it announces on/off). */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch({ label, description, disabled, className, checked, ...rest }, ref) {
  return (
    <Row $disabled={disabled} className={className}>
      <HiddenInput ref={ref} type="checkbox" role="switch" aria-checked={checked} checked={checked} disabled={disabled} {...rest} />
      <Track aria-hidden />
      <Text>
        {label}
        {description ? <small>{description}</small> : null}
      </Text>
    </Row>
  );
});

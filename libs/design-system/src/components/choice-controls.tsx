import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { CheckIcon } from '../icons/check';
import { FieldError } from './field';
import { useResolveMessage } from '@tajriba/design-system/core';
import { HiddenInput, Row, Text } from './choice-parts';

// The drawn box sits over the real input: let pointer events reach the input (and its label)
// so a click anywhere on the control toggles it and tools see the input as clickable.
const Box = styled.span<{ $round?: boolean }>`
  pointer-events: none;
  position: relative;
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 20px;
  block-size: 20px;
  margin-block-start: 1px;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ $round, theme }) => ($round ? theme.radii.round : theme.radii.sm)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onPrimary};
  transition: background ${({ theme }) => theme.motion.fast}, border-color ${({ theme }) => theme.motion.fast};

  svg { opacity: 0; }
  input:checked + & {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  input:checked + & svg { opacity: 1; }
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] + & { border-color: ${({ theme }) => theme.colors.danger}; }
`;

const Dot = styled.span`
  inline-size: 8px;
  block-size: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.onPrimary};
  opacity: 0;
  input:checked + span > & { opacity: 1; }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, description, error, disabled, className, ...rest }, ref) {
  const errorId = useId();
  const resolve = useResolveMessage();
  return (
    <span className={className} style={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
      <Row $disabled={disabled}>
        <HiddenInput
          ref={ref}
          type="checkbox"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        <Box aria-hidden>
          <CheckIcon size={14} strokeWidth={3} />
        </Box>
        <Text>
          {label}
          {description ? <small>{description}</small> : null}
        </Text>
      </Row>
      {error ? <FieldError id={errorId}>{resolve(error)}</FieldError> : null}
    </span>
  );
});

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.spacing[2]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const Options = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $inline }) => ($inline ? theme.spacing[5] : theme.spacing[3])};
`;

const Asterisk = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-start: 2px;
`;

export interface RadioOption<V extends string | number> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string | number> {
  label: ReactNode;
  name?: string;
  options: ReadonlyArray<RadioOption<V>>;
  value: V | null | undefined;
  onChange: (value: V) => void;
  error?: ReactNode;
  required?: boolean;
  inline?: boolean;
  className?: string;
}

/** Native radios in a fieldset: arrow keys move between options as users expect. */
export function RadioGroup<V extends string | number>({ label, name, options, value, onChange, error, required, inline = false, className }: RadioGroupProps<V>) {
  const generated = useId();
  const groupName = name ?? `rg${generated}`;
  const errorId = `${groupName}-error`;
  const resolve = useResolveMessage();
  return (
    <Fieldset className={className} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <Legend>
        {label}
        {required ? <Asterisk aria-hidden>*</Asterisk> : null}
      </Legend>
      <Options $inline={inline}>
        {options.map((o) => (
          <Row key={String(o.value)} $disabled={o.disabled}>
            <HiddenInput
              type="radio"
              name={groupName}
              value={String(o.value)}
              checked={value === o.value}
              disabled={o.disabled}
              required={required}
              onChange={() => onChange(o.value)}
            />
            <Box $round aria-hidden>
              <Dot />
            </Box>
            <Text>
              {o.label}
              {o.description ? <small>{o.description}</small> : null}
            </Text>
          </Row>
        ))}
      </Options>
      {error ? <FieldError id={errorId}>{resolve(error)}</FieldError> : null}
    </Fieldset>
  );
}

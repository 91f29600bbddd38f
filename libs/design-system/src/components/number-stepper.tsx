import { useId, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { toLatinDigits } from '@tajriba/i18n';
import { IconButton } from '@tajriba/design-system/core';
import { FieldError, FieldLabel } from './field';
import { MinusIcon } from '../icons/minus';
import { PlusIcon } from '../icons/plus';
import { useDsIntl } from '@tajriba/design-system/core';
import { useResolveMessage } from '@tajriba/design-system/core';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1.5]};
`;

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const NumberInput = styled.input`
  inline-size: 64px;
  min-block-size: 40px;
  text-align: center;
  font-variant-numeric: tabular-nums;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focusRing};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface NumberStepperProps {
  label: string;
  value: number | null;
  /** Receives null when the box is emptied. */
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** Visually hide the label (the buttons and input still use it). */
  hideLabel?: boolean;
  className?: string;
}

/**
 * The box shows the page's digits (one digit system per locale, inputs included): Arabic-Indic in
 * Arabic. What is typed, in either system, is read back through toLatinDigits.
 */
const ARABIC_ZERO = 0x0660;
const shownDigits = (text: string, locale: string) =>
  locale.startsWith('ar') ? text.replace(/[0-9]/g, (d) => String.fromCharCode(ARABIC_ZERO + Number(d))) : text;

function clamp(n: number, min?: number, max?: number): number {
  let v = n;
  if (min !== undefined && v < min) v = min;
  if (max !== undefined && v > max) v = max;
  return v;
}

/**
 * − [n] + with min/max. Typing: an empty box gives null, non-numeric keys are ignored, a value
 * above max becomes max at once; a value below min is allowed while typing ("1" on the way to
 * "12") and raised to min when the box loses focus.
 */
export function NumberStepper({ label, value, onChange, min, max, step = 1, description, error, disabled, hideLabel, className }: NumberStepperProps) {
  const { t, intl } = useDsIntl();
  const resolve = useResolveMessage();
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  // Follow outside changes of `value` (reset buttons, +/-) without an effect round-trip.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value === null ? '' : String(value));
  }

  const bump = (dir: 1 | -1) => {
    const base = value ?? (dir > 0 ? (min ?? 0) - step : (min ?? 0));
    onChange(clamp(base + dir * step, min, max));
  };

  return (
    <Wrap className={className}>
      <FieldLabel htmlFor={id} style={hideLabel ? { position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } : undefined}>
        {label}
      </FieldLabel>
      {description ? <Description>{description}</Description> : null}
      <Row>
        <IconButton
          variant="secondary"
          size="sm"
          label={t('ds.numberStepper.decrease', { label })}
          disabled={disabled || (value !== null && min !== undefined && value <= min)}
          onClick={() => bump(-1)}
        >
          <MinusIcon size={16} />
        </IconButton>
        <NumberInput
          id={id}
          type="text"
          inputMode="numeric"
          // type=number would drop Arabic-Indic digits and can't express "empty means null"
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
          role="spinbutton"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value ?? undefined}
          aria-valuetext={value === null ? undefined : intl.formatNumber(value)}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          value={shownDigits(text, intl.locale)}
          onChange={(e) => {
            const raw = toLatinDigits(e.target.value).trim();
            if (raw === '') {
              setText('');
              onChange(null);
              return;
            }
            const allowNegative = min === undefined || min < 0;
            if (!(allowNegative ? /^-?\d*$/ : /^\d+$/).test(raw)) return;
            if (raw === '-') {
              setText(raw);
              return;
            }
            const n = Number(raw);
            if (max !== undefined && n > max) {
              setText(String(max));
              onChange(max);
              return;
            }
            setText(raw);
            if (min === undefined || n >= min) onChange(n);
          }}
          onBlur={() => {
            if (text === '' || text === '-') {
              if (text === '-') setText(value === null ? '' : String(value));
              return;
            }
            const n = clamp(Number(text), min, max);
            setText(String(n));
            if (n !== value) onChange(n);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp') {
              e.preventDefault();
              bump(1);
            } else if (e.key === 'ArrowDown') {
              e.preventDefault();
              bump(-1);
            }
          }}
        />
        <IconButton
          variant="secondary"
          size="sm"
          label={t('ds.numberStepper.increase', { label })}
          disabled={disabled || (value !== null && max !== undefined && value >= max)}
          onClick={() => bump(1)}
        >
          <PlusIcon size={16} />
        </IconButton>
      </Row>
      {error ? <FieldError>{resolve(error)}</FieldError> : null}
    </Wrap>
  );
}

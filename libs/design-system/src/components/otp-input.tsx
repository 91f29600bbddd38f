import { useEffect, useId, useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { toLatinDigits } from '@tajriba/i18n';
import { FieldError, FieldLabel } from './field';
import { useDsIntl } from '@tajriba/design-system/core';
import { useResolveMessage } from '@tajriba/design-system/core';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
`;

/* Codes read left to right in both languages (they are typed as in SMS), so the row is LTR. */
const Boxes = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
  direction: ltr;
  justify-content: center;
`;

const Box = styled.input`
  inline-size: 52px;
  block-size: 60px;
  text-align: center;
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  font-variant-numeric: tabular-nums;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  caret-color: ${({ theme }) => theme.colors.primary};
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focusRing};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { background: ${({ theme }) => theme.colors.surfaceSunken}; }
`;

export interface OtpInputProps {
  /** Number of digits; the spec uses 4 (a generic 6 exists). */
  length?: number;
  value: string;
  onChange: (value: string) => void;
  /** Called once all boxes are filled (by typing or pasting). */
  onComplete?: (value: string) => void;
  label?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
}

/**
 * One box per digit. Typing moves forward, Backspace moves back, arrows move between boxes,
 * and pasting a code (Latin or Arabic-Indic digits) fills every box at once.
 */
export function OtpInput({ length = 4, value, onChange, onComplete, label, error, disabled, autoFocus, className }: OtpInputProps) {
  const { t, intl } = useDsIntl();
  const resolve = useResolveMessage();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const groupId = useId();
  const errorId = `${groupId}-error`;
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');
  // Shown in the page's digits (Arabic-Indic on an Arabic page, as react-intl formats numbers
  // there); the value stays ASCII for the API.
  const shown = (d: string) => (d ? intl.formatNumber(Number(d), { useGrouping: false }) : '');

  useEffect(() => {
    if (autoFocus) refs.current[0]?.focus();
  }, [autoFocus]);

  const focusBox = (i: number) => {
    const el = refs.current[Math.max(0, Math.min(length - 1, i))];
    el?.focus();
    el?.select();
  };

  const commit = (next: string, focusIndex?: number) => {
    const clean = next.slice(0, length);
    onChange(clean);
    if (focusIndex !== undefined) focusBox(focusIndex);
    if (clean.length === length && !clean.includes(' ')) onComplete?.(clean);
  };

  const setDigitAt = (i: number, d: string) => {
    const arr = digits.slice();
    arr[i] = d;
    // Keep the code contiguous: a gap would make the value ambiguous for the API.
    const joined = arr.join('');
    commit(joined, d ? i + 1 : i);
  };

  const onInput = (i: number, raw: string) => {
    const onlyDigits = toLatinDigits(raw).replace(/\D/g, '');
    if (!onlyDigits) return;
    if (onlyDigits.length > 1) {
      // Autofill (iOS one-time-code) and fast typing land several digits in one box.
      const merged = (digits.slice(0, i).join('') + onlyDigits).slice(0, length);
      commit(merged, merged.length);
      return;
    }
    setDigitAt(i, onlyDigits);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (digits[i]) {
        const arr = digits.slice();
        arr.splice(i, 1);
        commit(arr.join(''), i);
      } else if (i > 0) {
        const arr = digits.slice();
        arr.splice(i - 1, 1);
        commit(arr.join(''), i - 1);
      }
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focusBox(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focusBox(i + 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusBox(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusBox(length - 1);
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const pasted = toLatinDigits(e.clipboardData.getData('text')).replace(/\D/g, '').slice(0, length);
    if (!pasted) return;
    commit(pasted, Math.min(pasted.length, length - 1));
  };

  return (
    <Wrap className={className}>
      {label ? <FieldLabel as="span" id={`${groupId}-label`}>{label}</FieldLabel> : null}
      <Boxes aria-labelledby={label ? `${groupId}-label` : undefined} aria-label={label ? undefined : t('ds.otp.group')} aria-describedby={error ? errorId : undefined}>
        {digits.map((d, i) => (
          <Box
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            value={shown(d)}
            inputMode="numeric"
            pattern="[0-9٠-٩]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            maxLength={i === 0 ? length : 1}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-label={t('ds.otp.digit', { index: i + 1, count: length })}
            onChange={(e) => onInput(i, e.target.value.replace(shown(d), '') || e.target.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={onPaste}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </Boxes>
      {error ? <FieldError id={errorId}>{resolve(error)}</FieldError> : null}
    </Wrap>
  );
}

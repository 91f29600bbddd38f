import { forwardRef, useCallback, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Field } from './field';
import { inputStyles } from './input-styles';
import { useDsIntl } from '@tajriba/design-system/core';
import { VisuallyHidden } from '@tajriba/design-system/core';

export const Input = styled.input`
  ${inputStyles}
`;

const Adorned = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Adornment = styled.span<{ $side: 'start' | 'end' }>`
  position: absolute;
  ${({ $side }) => ($side === 'start' ? 'inset-inline-start' : 'inset-inline-end')}: ${({ theme }) => theme.spacing[1]};
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  min-inline-size: 36px;
  justify-content: center;
`;

const PaddedInput = styled(Input)<{ $start: boolean; $end: boolean }>`
  padding-inline-start: ${({ $start }) => ($start ? '44px' : undefined)};
  padding-inline-end: ${({ $end }) => ($end ? '44px' : undefined)};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  hideLabel?: boolean;
  labelAside?: ReactNode;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  containerClassName?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, required, id, hideLabel, labelAside, startAdornment, endAdornment, containerClassName, ...rest },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} hideLabel={hideLabel} labelAside={labelAside} className={containerClassName}>
      {(control) =>
        startAdornment || endAdornment ? (
          <Adorned>
            {startAdornment ? <Adornment $side="start">{startAdornment}</Adornment> : null}
            <PaddedInput ref={ref} {...control} {...rest} $start={!!startAdornment} $end={!!endAdornment} />
            {endAdornment ? <Adornment $side="end">{endAdornment}</Adornment> : null}
          </Adorned>
        ) : (
          <Input ref={ref} {...control} {...rest} />
        )
      }
    </Field>
  );
});

export const TextAreaInput = styled.textarea`
  ${inputStyles}
  min-block-size: 96px;
  resize: vertical;
  /* What people write, in either language: each line takes its own first letter's direction and
     starts at its own side, as WrittenText shows it afterwards (a note, a review, a description). */
  unicode-bidi: plaintext;
  text-align: start;
`;

const Counter = styled.span<{ $over: boolean }>`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: ${({ theme, $over }) => ($over ? theme.typography.weights.semibold : theme.typography.weights.regular)};
`;

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  hideLabel?: boolean;
  /** Shows "count / max" beside the label; the counter turns red above max. The text is not cut. */
  maxCount?: number;
  containerClassName?: string;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, required, id, hideLabel, maxCount, value, defaultValue, containerClassName, onChange, ...rest },
  ref,
) {
  const { t, intl } = useDsIntl();
  // Uncontrolled use still needs a live counter, so track the length locally too.
  const [uncontrolledLength, setUncontrolledLength] = useState(String(defaultValue ?? '').length);
  // A form library that owns the field (react-hook-form's register) writes the starting text
  // straight into the element through its ref, with no change event: count it once the ref has
  // run, so an edited listing's description is counted from the start.
  const setRef = useCallback(
    (el: HTMLTextAreaElement | null) => {
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
      if (el && value === undefined) setUncontrolledLength(el.value.length);
    },
    [ref, value],
  );
  const length = value !== undefined ? String(value ?? '').length : uncontrolledLength;
  const over = maxCount !== undefined && length > maxCount;
  const counter =
    maxCount !== undefined ? (
      <Counter $over={over} data-over={over || undefined}>
        <span aria-hidden>
          {intl.formatNumber(length)} / {intl.formatNumber(maxCount)}
        </span>
        <VisuallyHidden>
          {over ? t('ds.textArea.overLimit', { over: length - maxCount }) : t('ds.textArea.counter', { count: length, max: maxCount })}
        </VisuallyHidden>
      </Counter>
    ) : null;
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} hideLabel={hideLabel} labelAside={counter} className={containerClassName}>
      {(control) => (
        <TextAreaInput
          ref={setRef}
          {...control}
          value={value}
          defaultValue={defaultValue}
          onChange={(e) => {
            if (value === undefined) setUncontrolledLength(e.target.value.length);
            onChange?.(e);
          }}
          {...rest}
        />
      )}
    </Field>
  );
});

import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Field } from './field';
import { inputStyles } from './input-styles';
import { ChevronDownIcon } from '../icons/chevron-down';
import { useDsIntl } from '@tajriba/design-system/core';

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const NativeSelect = styled.select`
  ${inputStyles}
  appearance: none;
  padding-inline-end: 40px;
  cursor: pointer;
`;

const Chevron = styled.span`
  position: absolute;
  inset-inline-end: 12px;
  pointer-events: none;
  display: flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SelectOption<V extends string | number = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<V extends string | number = string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  label: ReactNode;
  options: ReadonlyArray<SelectOption<V>>;
  value: V | null | undefined;
  onChange: (value: V | null) => void;
  /** Shown as the empty first choice; defaults to "Select…". Pass `false` for none. */
  placeholder?: string | false;
  error?: ReactNode;
  hint?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
}

/**
 * A native <select>: the platform picker is the most accessible and, on phones, the most
 * usable. Values keep their type (numbers stay numbers).
 */
function SelectInner<V extends string | number>(
  { label, options, value, onChange, placeholder, error, hint, required, id, hideLabel, containerClassName, ...rest }: SelectProps<V>,
  ref: React.ForwardedRef<HTMLSelectElement>,
) {
  const { t } = useDsIntl();
  const index = options.findIndex((o) => o.value === value);
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} hideLabel={hideLabel} className={containerClassName}>
      {(control) => (
        <Wrap>
          <NativeSelect
            ref={ref}
            {...control}
            {...rest}
            value={index >= 0 ? String(index) : ''}
            onChange={(e) => {
              const i = e.target.value === '' ? -1 : Number(e.target.value);
              onChange(i >= 0 ? options[i].value : null);
            }}
          >
            {placeholder !== false ? (
              <option value="" disabled={required}>
                {placeholder ?? t('ds.select.placeholder')}
              </option>
            ) : null}
            {options.map((o, i) => (
              <option key={String(o.value)} value={String(i)} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
          <Chevron aria-hidden>
            <ChevronDownIcon size={18} />
          </Chevron>
        </Wrap>
      )}
    </Field>
  );
}

export const Select = forwardRef(SelectInner) as <V extends string | number = string>(
  props: SelectProps<V> & { ref?: React.Ref<HTMLSelectElement> },
) => ReturnType<typeof SelectInner>;

import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Popover } from '../popover';
import { Field } from '../field';
import { inputStyles } from '../input-styles';
import { CalendarIcon } from '../../icons/calendar';
import { useDsIntl } from '@tajriba/design-system/core';
import { formatCalendarDate } from '@tajriba/i18n';
import type { DateRangePickerProps } from './date-range-picker';
import { DateRangePicker } from '../lazy-components';
import type { DateRange } from './calendar';

const Trigger = styled.button`
  ${inputStyles}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  text-align: start;
  cursor: pointer;
  &[data-empty='true'] { color: ${({ theme }) => theme.colors.textMuted}; }
`;

type PickerOptions = Omit<DateRangePickerProps, 'value' | 'onChange' | 'mode' | 'onCancel' | 'label' | 'className'>;

interface BaseFieldProps extends PickerOptions {
  label: ReactNode;
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  containerClassName?: string;
}

export interface DateRangeFieldRangeProps extends BaseFieldProps {
  mode?: 'range';
  value: DateRange;
  onChange: (range: DateRange) => void;
}
export interface DateRangeFieldSingleProps extends BaseFieldProps {
  mode: 'single';
  value: Date | null;
  onChange: (date: Date | null) => void;
}
export type DateRangeFieldProps = DateRangeFieldRangeProps | DateRangeFieldSingleProps;

/**
 * A form field that shows the chosen date(s) and opens the calendar in a popover. The popover
 * closes once a range is complete (or a single date picked), or on OK/Cancel in actions mode.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const { label, placeholder, error, hint, required, disabled, containerClassName } = props;
  const options: PickerOptions = {
    isDateDisabled: props.isDateDisabled,
    minDate: props.minDate,
    maxDate: props.maxDate,
    withActions: props.withActions,
    initialMonth: props.initialMonth,
    numberOfMonths: props.numberOfMonths,
    weekStart: props.weekStart,
    today: props.today,
  };
  const { t, locale } = useDsIntl();
  const [open, setOpen] = useState(false);
  const fmt = (d: Date) => formatCalendarDate(d, locale);

  let text: string | null = null;
  if (props.mode === 'single') text = props.value ? fmt(props.value) : null;
  else if (props.value.start)
    text = props.value.end ? t('ds.datePicker.range', { start: fmt(props.value.start), end: fmt(props.value.end) }) : fmt(props.value.start);

  const empty = text === null;
  const shown = text ?? placeholder ?? (props.mode === 'single' ? t('ds.datePicker.placeholderSingle') : t('ds.datePicker.placeholder'));

  return (
    <Field label={label} error={error} hint={hint} required={required} className={containerClassName}>
      {(control) => (
        <Popover
          label={typeof label === 'string' ? label : t('ds.datePicker.calendar')}
          open={open}
          onOpenChange={setOpen}
          trigger={(p) => (
            <Trigger {...p} {...control} type="button" disabled={disabled} data-empty={empty}>
              <CalendarIcon size={18} />
              <span>{shown}</span>
            </Trigger>
          )}
        >
          {(close) =>
            props.mode === 'single' ? (
              <DateRangePicker
                {...options}
                label={typeof label === 'string' ? label : undefined}
                mode="single"
                value={props.value}
                onCancel={close}
                onChange={(d) => {
                  props.onChange(d);
                  close();
                }}
              />
            ) : (
              <DateRangePicker
                {...options}
                label={typeof label === 'string' ? label : undefined}
                mode="range"
                value={props.value}
                onCancel={close}
                onChange={(r) => {
                  props.onChange(r);
                  if (options.withActions || r.end) close();
                }}
              />
            )
          }
        </Popover>
      )}
    </Field>
  );
}

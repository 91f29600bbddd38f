import { forwardRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CalendarIcon, DateRangePicker, IconButton, Popover, TextField } from '@tajriba/design-system';
import { toLatinDigits } from '@tajriba/i18n';
import { MINIMUM_AGE } from '@tajriba/contracts/platform';
import { mdyToIso } from '../schemas';


/** Typing digits fills in the slashes: 03141995 → 03/14/1995. */
export function maskDate(raw: string): string {
  const d = toLatinDigits(raw).replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const toMdy = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;

export interface DobFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
}

/**
 * Date of birth as MM/dd/yyyy (§5), typed or picked. The calendar opens on the latest date
 * that makes someone 18 and allows nothing later, so the common case is a few clicks.
 */
export const DobField = forwardRef<HTMLInputElement, DobFieldProps>(function DobField({ value, onChange, onBlur, error, name }, ref) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState(false);
  const today = new Date();
  const latest = new Date(today.getFullYear() - MINIMUM_AGE, today.getMonth(), today.getDate());
  const iso = mdyToIso(value);
  const selected = iso ? new Date(`${iso}T00:00:00`) : null;
  return (
    <TextField
      ref={ref}
      name={name}
      label={t('auth.field.dateOfBirth')}
      hint={t('auth.field.dateOfBirthHint')}
      placeholder={t('auth.field.dateOfBirthPlaceholder')}
      inputMode="numeric"
      autoComplete="bday"
      required
      // Arabic pages show Arabic-Indic digits (as react-intl formats numbers there); the form
      // keeps MM/dd/yyyy in ASCII for the API.
      value={value.replace(/\d/g, (d) => intl.formatNumber(Number(d)))}
      error={error}
      onChange={(e) => onChange(maskDate(e.target.value))}
      onBlur={onBlur}
      data-testid="signup-dob"
      endAdornment={
        <Popover
          label={t('auth.field.dateOfBirth')}
          align="end"
          open={open}
          onOpenChange={setOpen}
          trigger={(p) => (
            <IconButton {...p} size="sm" variant="ghost" label={t('auth.field.pickDate')}>
              <CalendarIcon size={18} />
            </IconButton>
          )}
        >
          <DateRangePicker
            mode="single"
            value={selected}
            maxDate={latest}
            initialMonth={selected && selected <= latest ? selected : latest}
            numberOfMonths={1}
            onChange={(d) => {
              if (d) onChange(toMdy(d));
              setOpen(false);
            }}
          />
        </Popover>
      }
    />
  );
});

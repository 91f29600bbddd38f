import { forwardRef, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { parsePhoneNumberFromString, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { Field, Input, inputStyles, ChevronDownIcon } from '@tajriba/design-system';
import { toLatinDigits } from '@tajriba/i18n';
import { DEFAULT_COUNTRY, isSelectableCountry, phoneCountries } from './countries';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 12rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[2]};
`;
const SelectWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  svg {
    position: absolute;
    inset-inline-end: 10px;
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const CountrySelect = styled.select`
  ${inputStyles}
  appearance: none;
  padding-inline-end: 32px;
  cursor: pointer;
  text-overflow: ellipsis;
`;
/* Numbers are read left to right in Arabic too; the text still starts at the field's start. */
const NumberInput = styled(Input)`
  direction: ltr;
  text-align: start;
  [dir='rtl'] & {
    text-align: end;
  }
`;

export interface PhoneFieldProps {
  label: string;
  /** E.164 (`+966501234567`) or '' */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  name?: string;
  disabled?: boolean;
}

function split(value: string): { country: CountryCode; national: string } {
  const parsed = value ? parsePhoneNumberFromString(value) : undefined;
  if (parsed && isSelectableCountry(parsed.country)) return { country: parsed.country, national: parsed.nationalNumber };
  if (value.startsWith('+')) return { country: DEFAULT_COUNTRY, national: value };
  return { country: DEFAULT_COUNTRY, national: value.replace(/^\+/, '') };
}

/** What the form holds: E.164 when the digits make a number, otherwise `+<code><digits>` so validation can speak. */
function compose(country: CountryCode, national: string): string {
  const latin = toLatinDigits(national).trim();
  if (!latin) return '';
  if (latin.startsWith('+') || latin.startsWith('00')) {
    const intl = `+${latin.replace(/^00/, '').replace(/\D/g, '')}`;
    return parsePhoneNumberFromString(intl)?.number ?? intl;
  }
  const digits = latin.replace(/\D/g, '');
  if (!digits) return '';
  return parsePhoneNumberFromString(digits, country)?.number ?? `+${getCountryCallingCode(country)}${digits}`;
}

/** Country calling-code select + national number; the form gets one international number. */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { label, value, onChange, onBlur, error, required, name, disabled },
  ref,
) {
  const intl = useIntl();
  const initial = useMemo(() => split(value), []); // eslint-disable-line react-hooks/exhaustive-deps
  const [country, setCountry] = useState<CountryCode>(initial.country);
  const [national, setNational] = useState(initial.national);
  const lastEmitted = useRef(value);
  const countries = useMemo(() => phoneCountries(intl.locale), [intl.locale]);

  // A value set from outside (form reset, prefill) replaces what is shown.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    const s = split(value);
    setCountry(s.country);
    setNational(s.national);
    lastEmitted.current = value;
  }, [value]);

  const emit = (c: CountryCode, n: string) => {
    const next = compose(c, n);
    lastEmitted.current = next;
    onChange(next);
  };

  return (
    <Field label={label} error={error} required={required}>
      {(control) => (
        <Row>
          <SelectWrap>
            <CountrySelect
              aria-label={intl.formatMessage({ id: 'auth.phone.country' })}
              value={country}
              disabled={disabled}
              onChange={(e) => {
                const c = e.target.value as CountryCode;
                setCountry(c);
                emit(c, national);
              }}
              data-testid="phone-country"
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {`\u2066+${c.callingCode}\u2069 ${c.name}`}
                </option>
              ))}
            </CountrySelect>
            <ChevronDownIcon size={16} />
          </SelectWrap>
          <NumberInput
            ref={ref}
            {...control}
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            disabled={disabled}
            placeholder={country === 'SA' ? '5X XXX XXXX' : undefined}
            value={national}
            onChange={(e) => {
              const raw = e.target.value;
              setNational(raw);
              // A pasted international number picks its own country.
              const latin = toLatinDigits(raw).trim();
              if (latin.startsWith('+') || latin.startsWith('00')) {
                const parsed = parsePhoneNumberFromString(`+${latin.replace(/^(\+|00)/, '').replace(/\D/g, '')}`);
                if (parsed && isSelectableCountry(parsed.country)) {
                  setCountry(parsed.country);
                  setNational(parsed.nationalNumber);
                  emit(parsed.country, parsed.nationalNumber);
                  return;
                }
              }
              emit(country, raw);
            }}
            onBlur={onBlur}
          />
        </Row>
      )}
    </Field>
  );
});

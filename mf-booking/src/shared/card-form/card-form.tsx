import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Checkbox, TextField } from '@tajriba/design-system';
import { formatCardNumber, formatCvc, formatExpiry, brandOf, CARD_NUMBER_MAX_CHARS, CVC_MAX, EXPIRY_MAX_CHARS, type CardErrors, type CardFormValue, type CardInput } from './card-rules';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  grid-template-columns: 1fr 1fr;
  > .wide {
    grid-column: 1 / -1;
  }
  /* Card numbers, expiry and CVC read left to right in Arabic too. */
  input[inputmode='numeric'] {
    direction: ltr;
    text-align: start;
    font-variant-numeric: tabular-nums;
  }
  [dir='rtl'] & input[inputmode='numeric'] {
    text-align: end;
  }
`;
const Brand = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  text-transform: uppercase;
  min-inline-size: 36px;
`;

// the value lives apart from the form (./card-value.ts), so a page can hold it before this form's
// chunk has loaded; the validation comes with this chunk (the checkout's first render has no rules)
export { emptyCard, type CardFormValue } from './card-value';
export { validateCard } from './card-rules';

export interface CardFormProps {
  value: CardFormValue;
  onChange: (next: CardFormValue) => void;
  /** message ids per field (from validateCard, or the gateway's answer mapped to a field) */
  errors?: CardErrors;
  /** the gateway's own words for a field, already in the page's language when it gives them */
  serverErrors?: Partial<Record<keyof CardInput, string>>;
  /** offer "save this card" (checkout does; the add-card dialog always saves) */
  offerSave?: boolean;
  disabled?: boolean;
  idPrefix?: string;
}

/**
 * A new card (spec §5 Card). The values never leave the browser except to the payment gateway:
 * the caller sends them there with the publishable key and gives our API only the payment id.
 */
export function CardForm({ value, onChange, errors = {}, serverErrors = {}, offerSave = true, disabled, idPrefix = 'card' }: CardFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const err = (k: keyof CardInput) => (errors[k] ? t(errors[k]!) : serverErrors[k]);
  const set = (patch: Partial<CardFormValue>) => onChange({ ...value, ...patch });
  const brand = brandOf(value.number);
  return (
    <Grid data-testid="card-form">
      <TextField
        containerClassName="wide"
        id={`${idPrefix}-holder`}
        label={t('booking.card.holderName')}
        autoComplete="cc-name"
        maxLength={50}
        required
        disabled={disabled}
        value={value.holderName}
        error={err('holderName')}
        onChange={(e) => set({ holderName: e.target.value })}
      />
      <TextField
        containerClassName="wide"
        id={`${idPrefix}-number`}
        label={t('booking.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        maxLength={CARD_NUMBER_MAX_CHARS}
        required
        disabled={disabled}
        value={value.number}
        error={err('number')}
        endAdornment={<Brand aria-hidden>{brand ?? ''}</Brand>}
        onChange={(e) => set({ number: formatCardNumber(e.target.value) })}
      />
      <TextField
        id={`${idPrefix}-expiry`}
        label={t('booking.card.expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t('booking.card.expiryPlaceholder')}
        maxLength={EXPIRY_MAX_CHARS}
        required
        disabled={disabled}
        value={value.expiry}
        error={err('expiry')}
        onChange={(e) => set({ expiry: formatExpiry(e.target.value, value.expiry) })}
      />
      <TextField
        id={`${idPrefix}-cvc`}
        label={t('booking.card.cvc')}
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={CVC_MAX}
        required
        disabled={disabled}
        value={value.cvc}
        error={err('cvc')}
        onChange={(e) => set({ cvc: formatCvc(e.target.value) })}
      />
      {offerSave ? (
        <div className="wide">
          <Checkbox label={t('booking.card.save')} checked={value.save} disabled={disabled} onChange={(e) => set({ save: e.target.checked })} />
        </div>
      ) : null}
    </Grid>
  );
}

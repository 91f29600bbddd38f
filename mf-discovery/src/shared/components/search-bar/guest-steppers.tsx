import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { NumberStepper } from '@tajriba/design-system';

/** Spec §5: adults at least 1 (default 1), children at least 0 (default 0). */
export const MIN_ADULTS = 1;
export const MIN_CHILDREN = 0;
export const MAX_GUESTS = 50;

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  min-inline-size: 260px;
`;

export interface Guests {
  adults: number;
  children: number;
}

export function GuestSteppers({ value, onChange }: { value: Guests; onChange: (g: Guests) => void }) {
  const intl = useIntl();
  return (
    <Rows>
      <NumberStepper
        label={intl.formatMessage({ id: 'discovery.guests.adults' })}
        description={intl.formatMessage({ id: 'discovery.guests.adultsHint' })}
        value={value.adults}
        min={MIN_ADULTS}
        max={MAX_GUESTS}
        onChange={(v) => onChange({ ...value, adults: Math.max(MIN_ADULTS, v ?? MIN_ADULTS) })}
      />
      <NumberStepper
        label={intl.formatMessage({ id: 'discovery.guests.children' })}
        description={intl.formatMessage({ id: 'discovery.guests.childrenHint' })}
        value={value.children}
        min={MIN_CHILDREN}
        max={MAX_GUESTS}
        onChange={(v) => onChange({ ...value, children: Math.max(MIN_CHILDREN, v ?? MIN_CHILDREN) })}
      />
    </Rows>
  );
}

import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Select } from '@tajriba/design-system';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
  & > * {
    min-inline-size: 200px;
  }
`;

export interface BookingsFilterValue {
  orderStatus?: number;
  payoutStatus?: number;
  page: number;
}

/** Order-status options (host §3 filter: completed, in progress, canceled, pending) and the payout statuses. */
export const ORDER_FILTERS = [
  [1, 'completed'],
  [2, 'inProgress'],
  [3, 'canceled'],
  [4, 'pending'],
] as const;
export const PAYOUT_FILTERS = [
  [1, 'pending'],
  [2, 'completed'],
  [3, 'IBANIssue'],
  [4, 'failed'],
  [5, 'canceled'],
] as const;

/**
 * The host bookings filter (host §2): a dropdown for the order status and one for the payout
 * status. Changing either resets the page to 1.
 */
export function BookingsFilters({ value, onChange }: { value: BookingsFilterValue; onChange: (v: BookingsFilterValue) => void }) {
  const intl = useIntl();
  const all = intl.formatMessage({ id: 'host.bookings.filter.all' });
  return (
    <Row>
      <Select<number>
        label={intl.formatMessage({ id: 'host.bookings.filter.order' })}
        placeholder={all}
        options={ORDER_FILTERS.map(([v, k]) => ({ value: v, label: intl.formatMessage({ id: `host.orderFilter.${k}` }) }))}
        value={value.orderStatus ?? null}
        onChange={(v) => onChange({ ...value, orderStatus: v ?? undefined, page: 1 })}
      />
      <Select<number>
        label={intl.formatMessage({ id: 'host.bookings.filter.payout' })}
        placeholder={all}
        options={PAYOUT_FILTERS.map(([v, k]) => ({ value: v, label: intl.formatMessage({ id: `host.payoutStatus.${k}` }) }))}
        value={value.payoutStatus ?? null}
        onChange={(v) => onChange({ ...value, payoutStatus: v ?? undefined, page: 1 })}
      />
    </Row>
  );
}

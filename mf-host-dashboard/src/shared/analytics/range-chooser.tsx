import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { DateRangeField } from '@tajriba/design-system';
import type { AnalyticsQuery, AnalyticsRange } from '@tajriba/contracts/host';

type DateRange = { start: Date | null; end: Date | null };

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
`;
const Group = styled.fieldset`
  display: inline-flex;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  button {
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    padding-block: ${({ theme }) => theme.spacing[2]};
    padding-inline: ${({ theme }) => theme.spacing[3]};
    cursor: pointer;
    font: inherit;
  }
  button + button {
    border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  /* the 24-hour range is hidden on small screens (host §2) */
  @media (max-width: 640px) {
    button[data-range='24h'] {
      display: none;
    }
  }
`;
const Dates = styled.div`
  min-inline-size: 240px;
`;

/** The picker's days are local calendar dates: a day string and back without any time zone. */
const toDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const fromDay = (s: string) => new Date(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));
/** host §5/§9: the year is clamped at 2999 */
const MAX_DATE = new Date(2999, 11, 31);

export const RANGES: readonly Exclude<AnalyticsRange, 'custom'>[] = ['12m', '30d', '7d', '24h'];

/**
 * The analytics time-range chooser (host §2): 12 months, 30 days, 7 days, 24 hours (hidden on
 * small screens) and the design system's date picker for two dates (host §5 and §9: an end picked
 * before the start is swapped, years shown ten at a time up to 2999, Arabic digits and right to
 * left in Arabic). A half-picked range stays here until its end is picked; only a whole range
 * reaches the URL.
 */
export function RangeChooser({ value, onChange }: { value: AnalyticsQuery; onChange: (q: AnalyticsQuery) => void }) {
  const intl = useIntl();
  const range = value.Range ?? '30d';
  const [pending, setPending] = useState<DateRange | null>(null);
  const chosen: DateRange = range === 'custom' && value.From && value.To ? { start: fromDay(value.From), end: fromDay(value.To) } : { start: null, end: null };
  return (
    <Bar>
      <Group aria-label={intl.formatMessage({ id: 'host.range.label' })}>
        {RANGES.map((r) => (
          <button
            key={r}
            type="button"
            data-range={r}
            aria-pressed={range === r}
            onClick={() => {
              setPending(null);
              onChange({ Range: r });
            }}
          >
            {intl.formatMessage({ id: `host.range.${r}` })}
          </button>
        ))}
      </Group>
      <Dates>
        <DateRangeField
          label={intl.formatMessage({ id: 'host.range.dates' })}
          placeholder={intl.formatMessage({ id: 'host.range.pick' })}
          mode="range"
          value={pending ?? chosen}
          maxDate={MAX_DATE}
          numberOfMonths="auto"
          onChange={(r) => {
            if (!r.start || !r.end) return setPending(r);
            setPending(null);
            const [from, to] = r.start <= r.end ? [r.start, r.end] : [r.end, r.start];
            onChange({ Range: 'custom', From: toDay(from), To: toDay(to) });
          }}
        />
      </Dates>
    </Bar>
  );
}

import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type { AnalyticsQuery, AnalyticsRange } from '@tajriba/contracts/host';

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
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  input {
    font: inherit;
    padding: ${({ theme }) => theme.spacing[1]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    color-scheme: ${({ theme }) => theme.mode};
  }
`;

export const RANGES: readonly Exclude<AnalyticsRange, 'custom'>[] = ['12m', '30d', '7d', '24h'];

/**
 * The analytics time-range chooser (host §2): 12 months, 30 days, 7 days, 24 hours (hidden on
 * small screens) and two dates. Picking an end before the start swaps them (host §5); the year is
 * clamped at 2999.
 */
export function RangeChooser({ value, onChange }: { value: AnalyticsQuery; onChange: (q: AnalyticsQuery) => void }) {
  const intl = useIntl();
  const range = value.Range ?? '30d';
  const setDate = (key: 'From' | 'To', day: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    const clamped = day.slice(0, 4) > '2999' ? `2999${day.slice(4)}` : day;
    const next = { From: value.From ?? clamped, To: value.To ?? clamped, [key]: clamped };
    const [from, to] = next.From <= next.To ? [next.From, next.To] : [next.To, next.From];
    onChange({ Range: 'custom', From: from, To: to });
  };
  return (
    <Bar>
      <Group aria-label={intl.formatMessage({ id: 'host.range.label' })}>
        {RANGES.map((r) => (
          <button key={r} type="button" data-range={r} aria-pressed={range === r} onClick={() => onChange({ Range: r })}>
            {intl.formatMessage({ id: `host.range.${r}` })}
          </button>
        ))}
      </Group>
      <Dates>
        <input type="date" max="2999-12-31" aria-label={intl.formatMessage({ id: 'host.range.from' })} value={range === 'custom' ? (value.From ?? '') : ''} onChange={(e) => setDate('From', e.target.value)} />
        <span aria-hidden="true">–</span>
        <input type="date" max="2999-12-31" aria-label={intl.formatMessage({ id: 'host.range.to' })} value={range === 'custom' ? (value.To ?? '') : ''} onChange={(e) => setDate('To', e.target.value)} />
      </Dates>
    </Bar>
  );
}

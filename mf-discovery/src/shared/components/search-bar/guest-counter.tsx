import { useIntl } from 'react-intl';
import { lazyWithRetry, Popover } from '@tajriba/design-system';
import type { Guests } from './guest-steppers';
import { SegmentButton } from './segment';

export type { Guests };

// The steppers (and the design system's number stepper with them) are a lazy chunk: nobody needs
// them before opening the popover. Hovering or focusing the button starts the download; if it
// fails, the popover says so and offers Retry.
const GuestSteppers = lazyWithRetry(() => import('./guest-steppers').then((m) => ({ default: m.GuestSteppers })));
const preloadSteppers = () => GuestSteppers.preload();

/** The guest counter popover (spec §2): adults and children steppers. */
export function GuestCounter({ value, onChange, compact }: { value: Guests; onChange: (g: Guests) => void; compact?: boolean }) {
  const intl = useIntl();
  const total = value.adults + value.children;
  const summary = intl.formatMessage({ id: 'discovery.guests.summary' }, { count: total });
  return (
    <Popover
      label={intl.formatMessage({ id: 'discovery.searchBar.who' })}
      align="end"
      trigger={(p) => (
        <SegmentButton
          type="button"
          {...p}
          onPointerEnter={preloadSteppers}
          onFocus={preloadSteppers}
          // Compact (the booking panel), only the count shows: the name says what it counts. Else the
          // visible label and count are the name (axe: a name must contain the visible text).
          aria-label={compact ? `${intl.formatMessage({ id: 'discovery.searchBar.who' })}: ${summary}` : undefined}
        >
          {compact ? null : <span className="label">{intl.formatMessage({ id: 'discovery.searchBar.who' })}</span>}
          <span className="value" data-set>
            {summary}
          </span>
        </SegmentButton>
      )}
    >
      <GuestSteppers value={value} onChange={onChange} />
    </Popover>
  );
}

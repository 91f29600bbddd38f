import { useIntl } from 'react-intl';
import { lazyWithRetry, Popover } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { fromDayString } from '../../lib/days';
import { SegmentButton } from './segment';

// The presets and the calendar are lazy chunks: nobody needs them before opening the popover.
// Hovering or focusing the button starts both downloads; if one fails, the popover (or the
// calendar's place in it) says so and offers Retry.
const loadPanel = () => import('./date-panel');
const DatePanel = lazyWithRetry(() => loadPanel().then((m) => ({ default: m.DatePanel })));
const preloadPanel = () => {
  DatePanel.preload();
  void loadPanel()
    .then((m) => m.preloadCalendar())
    .catch(() => undefined);
};

export function DateField({ value, onChange }: { value: string | undefined; onChange: (day: string | undefined) => void }) {
  const intl = useIntl();
  const f = useFormatters();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Popover
      label={t('discovery.searchBar.when')}
      trigger={(p) => (
        <SegmentButton type="button" {...p} onPointerEnter={preloadPanel} onFocus={preloadPanel}>
          <span className="label">{t('discovery.searchBar.when')}</span>
          <span className="value" data-set={!!value}>
            {value ? f.dayLabel(fromDayString(value)) : t('discovery.searchBar.anyDate')}
          </span>
        </SegmentButton>
      )}
    >
      {(close) => <DatePanel value={value} onChange={onChange} close={close} />}
    </Popover>
  );
}

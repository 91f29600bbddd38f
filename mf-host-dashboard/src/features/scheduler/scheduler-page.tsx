import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { styled } from 'styled-components';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
// 'ar' (not 'ar-sa': Intl would format Saudi Arabic in the Hijri calendar over a Gregorian grid).
import arLocale from '@fullcalendar/core/locales/ar';
import type { EventInput, EventSourceFuncArg } from '@fullcalendar/core';
import { Button } from '@tajriba/design-system';
import { useLocale } from '@tajriba/i18n';
import { hostQueries } from '../../shared/api/host-api';
import { useApiContext } from '../../shared/api/use-api-context';
import { HostLayout } from '../../shared/layout/host-layout';

/** FullCalendar reads its colours from CSS variables: they follow the site's theme (light and dark). */
const Frame = styled.div`
  --fc-border-color: ${({ theme }) => theme.colors.border};
  --fc-page-bg-color: ${({ theme }) => theme.colors.surface};
  --fc-neutral-bg-color: ${({ theme }) => theme.colors.surfaceSunken};
  --fc-neutral-text-color: ${({ theme }) => theme.colors.textMuted};
  --fc-today-bg-color: ${({ theme }) => theme.colors.primarySoft};
  --fc-button-bg-color: ${({ theme }) => theme.colors.secondary};
  --fc-button-border-color: ${({ theme }) => theme.colors.border};
  --fc-button-text-color: ${({ theme }) => theme.colors.onSecondary};
  --fc-button-hover-bg-color: ${({ theme }) => theme.colors.secondaryHover};
  --fc-button-hover-border-color: ${({ theme }) => theme.colors.borderStrong};
  --fc-button-active-bg-color: ${({ theme }) => theme.colors.primary};
  --fc-button-active-border-color: ${({ theme }) => theme.colors.primary};
  --fc-event-bg-color: ${({ theme }) => theme.colors.primary};
  --fc-event-border-color: ${({ theme }) => theme.colors.primary};
  --fc-event-text-color: ${({ theme }) => theme.colors.onPrimary};
  --fc-now-indicator-color: ${({ theme }) => theme.colors.accent};
  --fc-list-event-hover-bg-color: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};
  .fc .fc-button-primary:not(:disabled).fc-button-active {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  .fc .fc-toolbar-title {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
  .fc a {
    color: inherit;
  }
  .fc .fc-event-title {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
const Layout = styled.div<{ $open: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  grid-template-columns: ${({ $open }) => ($open ? '280px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Side = styled.aside`
  padding: ${({ theme }) => theme.spacing[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-block-size: 300px;
  .fc .fc-toolbar-title {
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
  .fc .fc-button {
    padding: 0.1em 0.4em;
  }
  .fc .fc-daygrid-day-frame {
    min-block-size: 0;
  }
  .fc .fc-daygrid-day-events {
    display: none;
  }
`;
const Main = styled.div`
  min-block-size: 680px;
`;

/** yyyy-MM-dd of a calendar date in the browser's day (FullCalendar hands local midnight). */
const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * `/scheduler` (issue 17 scheduler): the host's booked slots and the day's free seats
 * (CurrentHostUpcomingsCalendar) in day, week and month views with previous / today / next, a
 * collapsible side mini calendar that moves the main one, the Arabic locale and right-to-left
 * layout, light and dark. FullCalendar ships only in this page's chunk.
 */
export default function SchedulerPage() {
  const intl = useIntl();
  const { locale, dir } = useLocale();
  const { api, userId } = useApiContext();
  const client = useQueryClient();
  const main = useRef<FullCalendar>(null);
  const [miniOpen, setMiniOpen] = useState(true);
  const ar = locale.startsWith('ar');

  const events = useCallback(
    (info: EventSourceFuncArg, success: (e: EventInput[]) => void, failure: (e: Error) => void) => {
      const last = new Date(info.end.getTime() - 1);
      client
        .fetchQuery(hostQueries.calendar(api, userId, { From: day(info.start), To: day(last) }))
        .then((slots) =>
          success(
            slots.map((s) => {
              const seats = s.guestAvailableQTY === null ? '' : intl.formatMessage({ id: 'host.scheduler.seats' }, { n: s.guestAvailableQTY });
              return {
                id: `${s.experienceId}-${s.startsAt}`,
                title: [s.experienceName, intl.formatMessage({ id: 'host.scheduler.guests' }, { n: s.guests }), seats].filter(Boolean).join(intl.formatMessage({ id: 'host.common.sep' })),
                start: s.startsAt,
                end: s.endsAt,
                url: undefined,
                extendedProps: { experienceId: s.experienceId },
              };
            }),
          ),
        )
        .catch((e: unknown) => failure(e instanceof Error ? e : new Error(String(e))));
    },
    [api, client, intl, userId],
  );

  // Arabic-Indic digits, as everywhere else on the site in Arabic.
  const common = { direction: dir, locale: ar ? { ...arLocale, code: 'ar-u-nu-arab' } : 'en', firstDay: 0 } as const;
  return (
    <HostLayout
      titleId="host.scheduler.title"
      testId="host-scheduler-page"
      actions={
        <Button type="button" variant="secondary" size="sm" aria-expanded={miniOpen} aria-controls="mini-calendar" onClick={() => setMiniOpen((o) => !o)}>
          {intl.formatMessage({ id: miniOpen ? 'host.scheduler.hideMini' : 'host.scheduler.showMini' })}
        </Button>
      }
    >
      <Frame>
        <Layout $open={miniOpen}>
          {miniOpen && (
            <Side id="mini-calendar" aria-label={intl.formatMessage({ id: 'host.scheduler.mini' })} data-testid="mini-calendar">
              <FullCalendar
                {...common}
                plugins={[dayGridPlugin]}
                initialView="dayGridMonth"
                headerToolbar={{ start: 'prev', center: 'title', end: 'next' }}
                height="auto"
                dayHeaderFormat={{ weekday: 'narrow' }}
                fixedWeekCount={false}
                showNonCurrentDates={false}
                navLinks
                navLinkDayClick={(date) => main.current?.getApi().changeView('timeGridDay', date)}
              />
            </Side>
          )}
          <Main data-testid="main-calendar">
            <FullCalendar
              {...common}
              ref={main}
              plugins={[dayGridPlugin, timeGridPlugin]}
              initialView="dayGridMonth"
              headerToolbar={{ start: 'prev,today,next', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay' }}
              buttonText={ar ? undefined : { today: intl.formatMessage({ id: 'host.scheduler.today' }), month: intl.formatMessage({ id: 'host.scheduler.month' }), week: intl.formatMessage({ id: 'host.scheduler.week' }), day: intl.formatMessage({ id: 'host.scheduler.day' }) }}
              height={680}
              events={events}
              eventTimeFormat={{ hour: 'numeric', minute: '2-digit' }}
              slotMinTime="06:00:00"
              slotMaxTime="24:00:00"
              nowIndicator
              dayMaxEvents={3}
              navLinks
            />
          </Main>
        </Layout>
      </Frame>
    </HostLayout>
  );
}

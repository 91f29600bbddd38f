import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { Button, DateRangePicker, ErrorPanel, Popover, Skeleton, Switch, UserIcon } from '@tajriba/design-system';
import type { ExperienceDetail } from '@tajriba/contracts/discovery';
import { useFormatters } from '@tajriba/i18n';
import { useSession } from '@tajriba/session';
import { useLoginRequest } from '../../../shared/lib/use-login-request';
import { fromDayString, toDayString } from '../../../shared/lib/days';
import { GuestSteppers, type Guests } from '../../../shared/components/search-bar/guest-steppers';
import { RatingBadge } from '../../../shared/components/rating-badge';
import { useAvailableDays } from '../api/get-available-days';
import { useIsAvailable } from '../api/is-experience-available';
import { isDayUnavailable, seatsByDay } from './availability';

// Below 992 px a bar fixed at the bottom keeps the price and the next step in reach: "Check
// availability" until a day and a time are chosen (it brings the card into view), then the total
// and Book — the same action as the card's button.
const MobileBar = styled.div`
  display: none;
  ${({ theme }) => theme.media.belowLg} {
    display: flex;
    position: fixed;
    inset-inline: 0;
    inset-block-end: 0;
    z-index: ${({ theme }) => theme.zIndex.sticky};
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.spacing[3]};
    padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};
    padding-block-end: calc(${({ theme }) => theme.spacing[3]} + env(safe-area-inset-bottom, 0px));
    background: ${({ theme }) => theme.colors.surface};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: 0 -4px 14px rgba(0, 0, 0, 0.08);
    strong {
      font-size: ${({ theme }) => theme.typography.sizes.lg};
    }
    small {
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

const Card = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  padding: ${({ theme }) => theme.spacing[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  .price {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 8px;
    strong {
      font-size: ${({ theme }) => theme.typography.sizes.xl};
    }
    span {
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
`;
const Calendar = styled.div`
  > div {
    padding: 0;
    inline-size: 100%;
  }
`;
const Slots = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
const Slot = styled.button<{ $on: boolean }>`
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.bg : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const GuestsButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  inline-size: 100%;
  padding: 10px 14px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  small {
    display: block;
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Lines = styled.dl`
  margin: 0;
  display: grid;
  gap: 6px;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  div {
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
  .total {
    padding-block-start: 8px;
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    font-size: ${({ theme }) => theme.typography.sizes.md};
    dt {
      color: ${({ theme }) => theme.colors.text};
    }
  }
`;
const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Availability and price (spec §2 detail, §4 available date): guests, private option, a calendar
 * that marks unavailable days, the day's time slots (12-hour clock), the price block and Book.
 * Book leads to mf-booking's checkout with the choice in the URL.
 */
export function BookingPanel({ experience: e }: { experience: ExperienceDetail }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  const navigate = useNavigate();
  const session = useSession();
  const requestLogin = useLoginRequest();
  const [guests, setGuests] = useState<Guests>({ adults: 1, children: 0 });
  // Without public capacity the experience is booked privately only (e.g. a chef at your home).
  const privateOnly = e.willHostPrivateEvent && e.guestCapacityMaximum === null;
  const [privateChoice, setPrivate] = useState(false);
  const isPrivate = privateOnly || privateChoice;
  const [day, setDay] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<number | null>(null);
  const days = useAvailableDays(e.id, e.availability.advanceGuestBookTime);
  const count = guests.adults + guests.children;
  const seats = useMemo(() => seatsByDay(days.seats), [days.seats]);
  const [localToday] = useState(() => toDayString(new Date()));
  const ctx = { today: days.today ?? localToday, seats, guests: count, isPrivate };
  const dayOk = day !== null && !isDayUnavailable(day, ctx);
  const check = useIsAvailable(e.id, dayOk ? { date: day!, adults: guests.adults, children: guests.children, isPrivate } : null);
  const slots = check.data?.timeSlots ?? [];
  const chosen = slots.find((s) => s.id === slotId);
  const ready = dayOk && !!chosen;
  const slotLabel = chosen ? f.clockTime(chosen.time) : '';
  const cardRef = useRef<HTMLElement>(null);

  const unit = isPrivate ? (e.privateFinalPrice ?? e.finalPrice) : e.finalPrice;
  // A private booking, and anything the host brings to the guest (atGuest), is priced per group.
  const perGroup = isPrivate || e.type.name === 'atGuest';
  const total = perGroup ? unit : unit * count;
  const min = isPrivate ? e.privateGuestCapacityMinimum : e.guestCapacityMinimum;
  const max = isPrivate ? e.privateGuestCapacityMaximum : e.guestCapacityMaximum;

  // Book (own) and Give as a gift lead to mf-booking's checkouts with the choice in the URL.
  const book = (gift = false) => {
    if (!day || slotId === null) return;
    const sp = new URLSearchParams({
      experienceId: String(e.id),
      date: day,
      slot: String(slotId),
      adults: String(guests.adults),
      children: String(guests.children),
      private: String(isPrivate),
    });
    if (gift) sp.delete('experienceId');
    const to = gift ? `/experiences/details/${e.id}/checkout?${sp.toString()}` : `/checkout?${sp.toString()}`;
    // A visitor signs in first and then lands on the checkout with every choice kept.
    if (!session.isSignedIn) requestLogin('action', to);
    else navigate(to);
  };

  return (
    <Card ref={cardRef} aria-label={t('discovery.booking.title')} data-testid="booking-panel">
      <div className="price">
        <div>
          <strong>{f.sar(unit)}</strong> <span>{perGroup ? t('discovery.booking.perGroup') : t('discovery.booking.perGuest')}</span>
        </div>
        <RatingBadge status={e.ratingSummary.status} rating={e.ratingSummary.rating} />
      </div>
      <Popover
        label={t('discovery.searchBar.who')}
        trigger={(p) => (
          <GuestsButton type="button" {...p}>
            <span>
              <small>{t('discovery.searchBar.who')}</small>
              {t('discovery.guests.summary', { count })}
            </span>
            <UserIcon size={18} />
          </GuestsButton>
        )}
      >
        <GuestSteppers
          value={guests}
          onChange={(g) => {
            setGuests(g);
            setSlotId(null);
          }}
        />
      </Popover>
      {min || max ? <Note>{t('discovery.booking.capacity', { min: min ?? 1, max: max ?? min ?? 1 })}</Note> : null}
      {privateOnly ? (
        <Note>{t('discovery.booking.privateOnly')}</Note>
      ) : e.willHostPrivateEvent ? (
        <Switch
          label={t('discovery.booking.private')}
          description={e.privateFinalPrice ? t('discovery.booking.privateHint', { price: f.sar(e.privateFinalPrice) }) : undefined}
          checked={isPrivate}
          onChange={(ev) => {
            setPrivate(ev.target.checked);
            setSlotId(null);
          }}
        />
      ) : null}
      <h3>{t('discovery.booking.chooseDate')}</h3>
      {days.isError ? (
        <ErrorPanel onRetry={days.refetch} message={t('discovery.error.generic')} />
      ) : days.isPending ? (
        <Skeleton height={300} />
      ) : (
        <Calendar>
          <DateRangePicker
            mode="single"
            numberOfMonths={1}
            label={t('discovery.booking.chooseDate')}
            value={day ? fromDayString(day) : null}
            minDate={fromDayString(ctx.today)}
            maxDate={days.lastBookableDate ? fromDayString(days.lastBookableDate) : undefined}
            isDateDisabled={(d) => isDayUnavailable(toDayString(d), ctx)}
            onChange={(d) => {
              setDay(d ? toDayString(d) : null);
              setSlotId(null);
            }}
          />
        </Calendar>
      )}
      {day && !dayOk ? <Note role="alert">{t('discovery.booking.dayUnavailable')}</Note> : null}
      {/* The chosen day is written as the calendar writes it (never "Tomorrow" under "Nov 26, 2026"). */}
      {dayOk ? (
        <div>
          <h3>{t('discovery.booking.chooseTime', { day: f.calendarDate(fromDayString(day!)) })}</h3>
          {check.isPending ? (
            <Skeleton height={40} />
          ) : check.isError ? (
            <Note role="alert">{t('discovery.error.generic')}</Note>
          ) : !check.data.isAvailable || !slots.length ? (
            <Note role="alert">{t(`discovery.booking.reason.${check.data.reason ?? 'soldOut'}`)}</Note>
          ) : (
            <Slots aria-label={t('discovery.booking.time')} style={{ marginBlockStart: 8 }}>
              {slots.map((s) => (
                <Slot key={s.id} type="button" aria-pressed={slotId === s.id} $on={slotId === s.id} onClick={() => setSlotId(s.id)}>
                  {f.clockTime(s.time)}
                  {s.customName ? ` · ${s.customName}` : ''}
                </Slot>
              ))}
            </Slots>
          )}
        </div>
      ) : null}
      <Lines>
        <div>
          <dt>{perGroup ? t('discovery.booking.groupPrice') : t('discovery.booking.unitTimes', { price: f.sar(unit), count })}</dt>
          <dd>{f.sar(total)}</dd>
        </div>
        {isPrivate ? (
          <div>
            <dt>{t('discovery.booking.privateLine')}</dt>
            <dd>{t('discovery.booking.included')}</dd>
          </div>
        ) : null}
        <div className="total">
          <dt>{t('discovery.booking.total')}</dt>
          <dd>{f.sar(total)}</dd>
        </div>
      </Lines>
      <Button size="lg" fullWidth disabled={!dayOk || slotId === null} onClick={() => book()}>
        {t(session.isSignedIn ? 'discovery.booking.book' : 'discovery.booking.signInToBook')}
      </Button>
      <Button variant="secondary" fullWidth disabled={!dayOk || slotId === null} onClick={() => book(true)}>
        {t('discovery.booking.gift')}
      </Button>
      <Note style={{ textAlign: 'center' }}>{e.instantBooking ? t('discovery.booking.instant') : t('discovery.booking.request')}</Note>
      <MobileBar data-testid="booking-bar">
        <span>
          <strong>{f.sar(ready ? total : unit)}</strong>{' '}
          <small>{ready ? `${f.calendarDate(fromDayString(day!))} · ${slotLabel}` : perGroup ? t('discovery.booking.perGroup') : t('discovery.booking.perGuest')}</small>
        </span>
        {ready ? (
          <Button onClick={() => book()}>{t(session.isSignedIn ? 'discovery.booking.book' : 'discovery.booking.signInToBook')}</Button>
        ) : (
          <Button onClick={() => cardRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}>{t('discovery.booking.checkDates')}</Button>
        )}
      </MobileBar>
    </Card>
  );
}

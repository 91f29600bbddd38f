import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { styled } from 'styled-components';
import { Button, ErrorPanel, Skeleton, media } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { useOrder, useOrderHost } from '../../shared/api/booking-api';
import { icsOf } from './lib/ics';

const Page = styled.main`
  max-inline-size: 960px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.spacing[6]};
  padding-inline: ${({ theme }) => theme.spacing[4]};
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  }
  .lead {
    margin: 0;
    color: ${({ theme }) => theme.colors.success};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;
const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 8px 16px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
  img {
    inline-size: 100%;
    aspect-ratio: 21 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing[2]};
  }
`;

/** experience type ids (discovery contracts): 1 atHost, 2 atGuest, 3 online */
const TYPE_ONLINE = 3;

/**
 * Booking confirmed (spec §2 `/booking-confirmed/{id}`): what was booked, when and where, add to
 * calendar, the VAT invoice and the host. Only the guest who paid can read the order (the API
 * answers 403/404 to anyone else).
 */
export function BookingConfirmedPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  const { id = '' } = useParams();
  const order = useOrder(id);
  const host = useOrderHost(id);
  const o = order.data;
  if (order.isError) {
    return (
      <Page>
        <ErrorPanel message={t('booking.confirmed.loadFailed')} onRetry={() => void order.refetch()} />
      </Page>
    );
  }
  if (!o) {
    return (
      <Page aria-busy="true" data-testid="booking-confirmed">
        <Skeleton height={40} width="60%" />
        <Grid>
          <Skeleton height={420} />
          <Skeleton height={220} />
        </Grid>
      </Page>
    );
  }
  const start = new Date(o.startsAt);
  const where = o.experience.typeId === TYPE_ONLINE ? (o.experience.onlineLink ?? t('booking.confirmed.online')) : [o.experience.location, o.experience.cityName].filter(Boolean).join(' · ');
  const downloadIcs = () => {
    const ics = icsOf({
      uid: `order-${o.id}@tajriba`,
      start,
      // the order carries no end; two hours is what calendars show until the guest edits it
      end: new Date(start.getTime() + 2 * 3600_000),
      title: o.experience.name,
      location: where,
      url: `${window.location.origin}/booking-confirmed/${o.id}`,
    });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    a.download = `tajriba-${o.id}.ics`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
  const paid = o.paymentStatus.name === 'paid';
  return (
    <Page data-testid="booking-confirmed">
      <div>
        <h1>{paid ? t('booking.confirmed.title') : t(`booking.status.${o.paymentStatus.name}`)}</h1>
        {paid ? <p className="lead">{o.isGift ? t('booking.confirmed.giftLead', { name: o.gift?.recipientName ?? '' }) : t('booking.confirmed.lead')}</p> : null}
      </div>
      <Grid>
        <Box aria-labelledby="bc-what">
          {o.experience.imagePath ? <img src={o.experience.imagePath} alt="" width={640} height={360} /> : null}
          <h2 id="bc-what">{o.experience.name}</h2>
          <dl>
            <dt>{t('booking.confirmed.when')}</dt>
            {/* the experience's own wall clock (platform time zone), as the checkout showed it */}
            <dd>
              {f.weekdayDate(`${o.bookingDate}T00:00:00`)} · {f.clockTime(o.startTime)}
            </dd>
            <dt>{t('booking.confirmed.where')}</dt>
            <dd>{where || '—'}</dd>
            <dt>{t('booking.confirmed.guests')}</dt>
            <dd>
              {t('booking.confirmed.guestsValue', { adults: o.adultsQTY, children: o.childrenQTY })}
              {o.isPrivateReservation ? ` · ${t('booking.confirmed.private')}` : ''}
            </dd>
            <dt>{t('booking.confirmed.total')}</dt>
            <dd>{f.sar(o.totalAmount)}</dd>
            {o.invoiceNumber ? (
              <>
                <dt>{t('booking.confirmed.invoice')}</dt>
                <dd>{o.invoiceNumber}</dd>
              </>
            ) : null}
          </dl>
          <div className="actions">
            <Button variant="secondary" onClick={downloadIcs} data-testid="add-to-calendar">
              {t('booking.confirmed.addToCalendar')}
            </Button>
          </div>
        </Box>
        <Box aria-labelledby="bc-host">
          <h2 id="bc-host">{t('booking.confirmed.host')}</h2>
          {host.data ? (
            <>
              <strong>{host.data.name}</strong>
              <span>{t('booking.confirmed.hostExperiences', { count: host.data.experiencesCount })}</span>
              <Link to={`/host/${host.data.id}`}>{t('booking.confirmed.hostProfile')}</Link>
            </>
          ) : (
            <Skeleton height={80} />
          )}
        </Box>
      </Grid>
    </Page>
  );
}

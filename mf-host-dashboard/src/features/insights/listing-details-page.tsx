import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { ApiError } from '@tajriba/api-client';
import { ErrorPanel, Skeleton, StatusPill } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { hostQueries } from '../../shared/api/host-api';
import { useApiContext } from '../../shared/api/use-api-context';
import { HostLayout } from '../../shared/layout/host-layout';
import { DetailsPanel } from '../../shared/layout/panel';
import { EditNotLive, EditStatusPill, ModerationNote, reviewStateOf } from '../../shared/listing/review-state';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  align-items: start;
`;
const Photo = styled.div`
  aspect-ratio: 16 / 10;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    display: block;
  }
`;
const Pills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  align-items: center;
`;
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[4]};
`;

/**
 * `/my-experiences/details/{id}` (host §2): one listing as the host sees it — status, where an
 * edit of it stands and the moderator's note (as its card says them), price, instant booking,
 * pause window, rating, bookings to come — with the way to its insights. The lifecycle actions
 * stay on the listings page, where every card has them.
 */
export default function ListingDetailsPage() {
  const intl = useIntl();
  const f = useFormatters();
  const { id = '' } = useParams();
  const experienceId = Number(id);
  const valid = Number.isInteger(experienceId) && experienceId > 0;
  const { api, userId } = useApiContext();
  const q = useQuery({ ...hostQueries.hostDetails(api, userId, experienceId), enabled: valid });
  const e = q.data;
  const review = e && reviewStateOf(e);
  const notFound = !valid || (q.error instanceof ApiError && q.error.status === 404);
  const day = (d: string) => f.date(`${d}T12:00:00Z`, 'medium', { timeZone: 'UTC' });
  return (
    <HostLayout titleId="host.details.title" testId="host-listing-details-page">
      <Link to="/my-experiences">{intl.formatMessage({ id: 'host.details.back' })}</Link>
      {notFound ? (
        <ErrorPanel message={intl.formatMessage({ id: 'host.insights.notFound' })} />
      ) : q.isError ? (
        <ErrorPanel onRetry={() => void q.refetch()} />
      ) : (
        <Layout>
          <Photo>{e?.imagePath ? <img src={e.imagePath} alt="" /> : null}</Photo>
          <DetailsPanel $minBlock={260} aria-labelledby="listing-title">
            <h2 id="listing-title">{e ? e.name : <Skeleton width="60%" />}</h2>
            {e && review ? (
              <>
                <Pills>
                  <StatusPill family="listing" status={e.status.name}>{intl.formatMessage({ id: `host.listingStatus.${e.status.name}` })}</StatusPill>
                  <EditStatusPill edit={review.edit} />
                </Pills>
                <EditNotLive edit={review.edit} />
                {/* the whole note here: this page is where a host reads the listing in full */}
                {review.note && <ModerationNote note={review.note} decided={review.decided} testId="details-moderation-note" />}
                <dl>
                  <dt>{intl.formatMessage({ id: 'host.details.price' })}</dt>
                  <dd>{f.sar(e.finalPrice)}</dd>
                  {e.categoryName && (
                    <>
                      <dt>{intl.formatMessage({ id: 'host.details.category' })}</dt>
                      <dd>{e.categoryName}</dd>
                    </>
                  )}
                  {e.cityName && (
                    <>
                      <dt>{intl.formatMessage({ id: 'host.details.city' })}</dt>
                      <dd>{e.cityName}</dd>
                    </>
                  )}
                  <dt>{intl.formatMessage({ id: 'host.details.instant' })}</dt>
                  <dd>{intl.formatMessage({ id: e.instantBooking ? 'host.common.yes' : 'host.common.no' })}</dd>
                  <dt>{intl.formatMessage({ id: 'host.details.rating' })}</dt>
                  <dd>{e.ratingsAverage === null ? intl.formatMessage({ id: 'host.details.noRating' }) : `${f.number(e.ratingsAverage, 2)} (${f.number(e.ratingsCount)})`}</dd>
                  <dt>{intl.formatMessage({ id: 'host.details.upcoming' })}</dt>
                  <dd>{f.number(e.upcomingBookings)}</dd>
                  {e.pauseFrom && (
                    <>
                      <dt>{intl.formatMessage({ id: 'host.details.paused' })}</dt>
                      <dd>{e.pauseTo ? `${day(e.pauseFrom)} – ${day(e.pauseTo)}` : intl.formatMessage({ id: 'host.details.pausedOpen' }, { from: day(e.pauseFrom) })}</dd>
                    </>
                  )}
                  <dt>{intl.formatMessage({ id: 'host.details.updated' })}</dt>
                  <dd>{f.date(e.lastModificationDate, 'medium')}</dd>
                </dl>
                <Links>
                  <Link to={`/my-experiences/details/${e.id}/insights`}>{intl.formatMessage({ id: 'host.details.insights' })}</Link>
                </Links>
              </>
            ) : (
              <Skeleton height={180} />
            )}
          </DetailsPanel>
        </Layout>
      )}
    </HostLayout>
  );
}

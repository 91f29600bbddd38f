import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { styled } from 'styled-components';
import { Avatar, Badge, Button, CheckCircleIcon, EmptyState, ErrorPanel, Pagination, Skeleton, SkeletonText, StarIcon, usePageMeta } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { SEARCH_PAGE_SIZE, useExperiencesList } from '../../shared/api/get-experiences-list';
import { CardGrid, CardGridSkeleton } from '../../shared/components/card-grid';
import { RatingBadge } from '../../shared/components/rating-badge';
import { mediaUrl } from '../../shared/lib/media';
import { useHostInfo } from './api/get-host-info';
import { MessageHostButton } from '../../shared/components/message-host-button';
import { useHostReviews } from './api/get-host-reviews';

const Page = styled.div`
  max-inline-size: 1200px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[6]} ${theme.spacing[16]}`};
  display: grid;
  grid-template-columns: 320px minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[12]};
  align-items: start;
  ${({ theme }) => theme.media.belowLg} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing[8]};
    padding: ${({ theme }) => `${theme.spacing[5]} ${theme.spacing[4]} ${theme.spacing[12]}`};
  }
`;
const Profile = styled.aside`
  position: sticky;
  inset-block-start: 88px;
  display: grid;
  justify-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    inline-size: 100%;
    margin: ${({ theme }) => theme.spacing[2]} 0 0;
    padding-block-start: ${({ theme }) => theme.spacing[3]};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  dt {
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ theme }) => theme.media.belowLg} {
    position: static;
  }
`;
const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[10]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing[4]};
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
  .about p {
    margin: 0 0 ${({ theme }) => theme.spacing[3]};
    line-height: ${({ theme }) => theme.typography.lineHeights.relaxed};
    white-space: pre-line;
  }
  .written-in {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  .facts {
    display: grid;
    gap: ${({ theme }) => theme.spacing[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Reviews = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[6]};
  li {
    display: grid;
    gap: ${({ theme }) => theme.spacing[2]};
    padding: ${({ theme }) => theme.spacing[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  .who {
    display: flex;
    gap: ${({ theme }) => theme.spacing[3]};
    align-items: center;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: inherit;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  p {
    margin: 0;
  }
  ${({ theme }) => theme.media.belowMd} {
    grid-template-columns: 1fr;
  }
`;

/** `/host/:id`: the host's info, their experiences and their reviews. */
export default function HostProfilePage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const host = useHostInfo(valid ? id : 0);
  const [page, setPage] = useState(1);
  const experiences = useExperiencesList({ HostsIds: [id] }, page, SEARCH_PAGE_SIZE, valid && !!host.data);
  const reviews = useHostReviews(valid && host.data ? id : 0);
  const missing = !valid || (host.isError && (host.error as { status?: number }).status === 404);
  usePageMeta({
    title: host.data ? t('discovery.host.metaTitle', { name: host.data.name }) : missing ? t('discovery.host.notFound') : undefined,
    description: host.data?.about ?? undefined,
  });

  if (missing) {
    return <EmptyState title={t('discovery.host.notFound')} action={<Link to="/experiences">{t('discovery.home.browseAll')}</Link>} />;
  }
  if (host.isError) return <ErrorPanel onRetry={() => void host.refetch()} message={t('discovery.error.generic')} />;
  if (host.isPending) {
    return (
      <Page aria-busy>
        <Skeleton height={360} radius="20px" />
        <div>
          <SkeletonText lines={5} />
          <CardGridSkeleton count={4} />
        </div>
      </Page>
    );
  }
  const h = host.data;
  // The host wrote their profile in one language only and it is not the page's: shown as written,
  // marked with its language (lang/dir for screen readers and layout, and a line that says so).
  const foreign = h.textLanguage && h.textLanguage !== (intl.locale.startsWith('ar') ? 'ar' : 'en') ? h.textLanguage : null;
  const hostText: { lang?: string; dir?: 'rtl' | 'ltr' } = foreign ? { lang: foreign, dir: foreign === 'ar' ? 'rtl' : 'ltr' } : {};
  const allReviews = reviews.data?.pages.flatMap((p) => p.data) ?? [];
  const total = experiences.data ? Math.max(1, Math.ceil(experiences.data.total / SEARCH_PAGE_SIZE)) : 1;
  return (
    <Page data-testid="host-profile">
      <Profile>
        <Avatar name={h.name} src={mediaUrl(h.avatarPath)} size={112} />
        <h1>{h.name}</h1>
        {h.isIdentityVerified ? (
          <Badge tone="success" icon={<CheckCircleIcon size={14} />}>
            {t('discovery.host.verified')}
          </Badge>
        ) : null}
        <RatingBadge status={h.ratingSummary.status} rating={h.ratingSummary.rating} />
        <MessageHostButton hostId={h.id} />
        <dl>
          <div>
            <dd>{intl.formatNumber(h.ratingSummary.reviewsCount)}</dd>
            <dt>{t('discovery.host.reviews')}</dt>
          </div>
          <div>
            <dd>{h.ratingSummary.rating !== null ? intl.formatNumber(h.ratingSummary.rating, { maximumFractionDigits: 2 }) : '–'}</dd>
            <dt>{t('discovery.host.rating')}</dt>
          </div>
          <div>
            <dd>{intl.formatNumber(h.experiencesCount)}</dd>
            <dt>{t('discovery.host.experiencesLabel')}</dt>
          </div>
        </dl>
      </Profile>
      <Main>
        <section className="about">
          <h2>{t('discovery.host.about', { name: h.name })}</h2>
          <div className="facts">
            {h.cityName ? <span>{t('discovery.host.livesIn', { city: h.cityName })}</span> : null}
            {h.profession ? (
              <span>
                <FormattedMessage id="discovery.host.profession" values={{ profession: <bdi {...hostText}>{h.profession}</bdi> }} />
              </span>
            ) : null}
            {h.languages ? (
              <span>
                <FormattedMessage id="discovery.host.speaks" values={{ languages: <bdi {...hostText}>{h.languages}</bdi> }} />
              </span>
            ) : null}
            <span>{t('discovery.host.joined', { date: f.monthYear(h.joinedDate) })}</span>
          </div>
          {h.about ? (
            <p {...hostText} dir={hostText.dir ?? 'auto'} style={{ marginBlockStart: 16 }}>
              {h.about}
            </p>
          ) : null}
          {foreign ? (
            <p className="written-in" data-testid="host-written-in">
              {t('discovery.host.writtenIn', { language: t(`discovery.language.${foreign}`) })}
            </p>
          ) : null}
        </section>
        <section>
          <h2>{t('discovery.host.experiencesTitle', { name: h.name })}</h2>
          {experiences.isError ? (
            <ErrorPanel onRetry={() => void experiences.refetch()} message={t('discovery.error.generic')} />
          ) : experiences.isPending ? (
            <CardGridSkeleton count={4} />
          ) : experiences.data.data.length ? (
            <>
              <CardGrid items={experiences.data.data} />
              <div style={{ display: 'flex', justifyContent: 'center', marginBlockStart: 24 }}>
                <Pagination page={page} totalPages={total} onPageChange={setPage} />
              </div>
            </>
          ) : (
            <EmptyState title={t('discovery.host.noExperiences')} />
          )}
        </section>
        <section>
          <h2 style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <StarIcon size={20} aria-hidden />
            {t('discovery.reviews.count', { count: h.ratingSummary.reviewsCount })}
          </h2>
          {reviews.isError ? (
            <p role="alert">{t('discovery.error.generic')}</p>
          ) : reviews.isPending ? (
            <SkeletonText lines={4} />
          ) : allReviews.length ? (
            <>
              <Reviews>
                {allReviews.map((r) => (
                  <li key={r.id}>
                    <div className="who">
                      <Avatar name={r.user.name} src={mediaUrl(r.user.avatarPath)} size={40} />
                      <span>
                        <strong>{r.user.name}</strong>
                        <small>{f.date(r.creationDate, 'medium')}</small>
                      </span>
                    </div>
                    <RatingBadge status="rated" rating={r.rate} />
                    <p dir="auto">{r.comment}</p>
                    <Link to={`/experiences/details/${r.experience.id}`}>{r.experience.name}</Link>
                  </li>
                ))}
              </Reviews>
              {reviews.hasNextPage ? (
                <div style={{ display: 'flex', justifyContent: 'center', marginBlockStart: 24 }}>
                  <Button variant="secondary" loading={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
                    {t('discovery.reviews.loadMore')}
                  </Button>
                </div>
              ) : null}
            </>
          ) : (
            <p>{t('discovery.reviews.none')}</p>
          )}
        </section>
      </Main>
    </Page>
  );
}

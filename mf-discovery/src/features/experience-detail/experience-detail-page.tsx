import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { styled } from 'styled-components';
import { Avatar, Badge, Button, CheckIcon, EmptyState, ErrorPanel, LinkButton, Skeleton, SkeletonText, StarIcon, usePageMeta } from '@tajriba/design-system';
import type { ExperienceDetail } from '@tajriba/contracts/discovery';
import { useFormatters } from '@tajriba/i18n';
import { FavouriteButton } from '../../shared/favourites/favourite-button';
import { useFavouriteToggle } from '../../shared/favourites/use-favourite-toggle';
import { useFavouritesActions } from '../../shared/favourites/favourites-store';
import { RatingBadge } from '../../shared/components/rating-badge';
import { mediaUrl } from '../../shared/lib/media';
import { useExperience } from './api/get-experience';
import { useRatings } from './api/get-ratings';
import { BookingPanel } from './components/booking-panel';
import { MessageHostButton } from '../../shared/components/message-host-button';
import { Gallery } from './components/gallery';
import { LocationSection } from './components/location-section';
import { QuestionsSection } from './components/questions-section';
import { ReviewItem } from './components/review-item';
import { ReviewsModal } from './components/reviews-modal';
import { formatDurationLabel } from '@tajriba/i18n/duration';

const Page = styled.article`
  max-inline-size: 1200px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[6]} ${theme.spacing[6]} ${theme.spacing[16]}`};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[6]};
  ${({ theme }) => theme.media.belowMd} {
    padding: ${({ theme }) => `${theme.spacing[4]} ${theme.spacing[4]} ${theme.spacing[12]}`};
  }
  ${({ theme }) => theme.media.belowLg} {
    /* Room for the booking bar fixed at the bottom (booking-panel.tsx). */
    padding-block-end: 96px;
  }
`;
const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  h1 {
    margin: 0;
    font-size: clamp(24px, 3vw, 32px);
    line-height: 1.2;
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing[3]};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .actions {
    display: flex;
    gap: ${({ theme }) => theme.spacing[2]};
    align-items: center;
  }
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 380px;
  gap: ${({ theme }) => theme.spacing[12]};
  align-items: start;
  > aside,
  > .aside {
    position: sticky;
    inset-block-start: 88px;
  }
  ${({ theme }) => theme.media.belowLg} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing[8]};
    > .aside {
      position: static;
      /* On a phone the booking card comes before the details, not 5,000 px down the page. */
      order: -1;
      scroll-margin-block-start: 80px;
    }
  }
`;
const Main = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0;
  > section {
    padding-block: ${({ theme }) => theme.spacing[8]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  > section:first-child {
    padding-block-start: 0;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing[4]};
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
  p {
    margin: 0;
    line-height: ${({ theme }) => theme.typography.lineHeights.relaxed};
  }
  .description {
    white-space: pre-line;
  }
`;
const MessageHost = styled(MessageHostButton)`
  margin-inline-start: auto;
`;
const HostRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[4]};
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Facts = styled.dl`
  margin: ${({ theme }) => theme.spacing[6]} 0 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing[4]};
  div {
    padding: ${({ theme }) => theme.spacing[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 4px 0 0;
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;
const Checks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing[3]};
  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing[2]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-block-start: 3px;
    color: ${({ theme }) => theme.colors.success};
  }
`;
const Agenda = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  li {
    display: grid;
    grid-template-columns: 32px 1fr auto;
    gap: ${({ theme }) => theme.spacing[3]};
    align-items: start;
  }
  .n {
    display: grid;
    place-items: center;
    inline-size: 32px;
    block-size: 32px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing[4]};
  > div {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.spacing[3]};
    padding: ${({ theme }) => theme.spacing[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  img {
    inline-size: 56px;
    block-size: 56px;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const ReviewsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[8]};
  margin-block-end: ${({ theme }) => theme.spacing[6]};
  ${({ theme }) => theme.media.belowMd} {
    grid-template-columns: 1fr;
  }
`;


function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function SaveToList({ e }: { e: ExperienceDetail }) {
  const intl = useIntl();
  const favourites = useFavouritesActions();
  const fav = useFavouriteToggle(e.id, e.userFavouriteId, e.name);
  if (!fav.favouriteId) return null;
  return (
    <Button variant="ghost" size="sm" onClick={() => favourites.openPicker({ experienceId: e.id, favouriteId: fav.favouriteId!, name: e.name })}>
      {intl.formatMessage({ id: 'discovery.wishlist.move' })}
    </Button>
  );
}

function DetailSkeleton() {
  return (
    <Page aria-busy>
      <Skeleton height={36} width="60%" />
      <Skeleton height={420} radius="20px" />
      <Columns>
        <div>
          <SkeletonText lines={6} />
        </div>
        <Skeleton height={480} radius="20px" />
      </Columns>
    </Page>
  );
}

/** A page description for search results and link previews: the first ~160 characters, at a word. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  return `${flat.slice(0, 160).replace(/\s+\S*$/, '')}…`;
}

/** `/experiences/details/:id`. */
export default function ExperienceDetailPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  const params = useParams();
  const id = Number(params.id);
  const q = useExperience(Number.isInteger(id) ? id : 0);
  const preview = useRatings(Number.isInteger(id) ? id : 0, !!q.data);
  const [reviewsOpen, setReviewsOpen] = useState(false);
  const missing = !Number.isInteger(id) || id < 1 || (q.isError && (q.error as { status?: number }).status === 404);
  usePageMeta({ title: q.data?.name ?? (missing ? t('discovery.detail.notFound') : undefined), description: q.data ? summary(q.data.description) : undefined });

  if (missing) {
    return (
      <Page>
        <EmptyState title={t('discovery.detail.notFound')} description={t('discovery.detail.notFoundText')} action={<Link to="/experiences">{t('discovery.home.browseAll')}</Link>} />
      </Page>
    );
  }
  if (q.isError) {
    return (
      <Page>
        <ErrorPanel onRetry={() => void q.refetch()} message={t('discovery.error.generic')} />
      </Page>
    );
  }
  if (q.isPending) return <DetailSkeleton />;
  const e = q.data;
  const r = e.ratingSummary;
  const place = e.type.name === 'atHost' ? e.hostLocationSetup?.cityName ?? e.cityName : e.type.name === 'atGuest' ? t('discovery.type.atGuest') : t('discovery.type.online');
  const included = [
    ...e.includedFood.map((x) => t(`discovery.food.${x}`)),
    ...e.includedDrinks.map((x) => t(`discovery.drink.${x}`)),
    ...e.includedEquipments,
  ];
  const requirements = [
    e.guestMinimumAge >= 2 ? t('discovery.detail.minAge', { age: e.guestMinimumAge }) : null,
    e.guestCanBringUnder2YearsOld ? t('discovery.detail.under2Allowed') : null,
    e.guestIsMale && !e.guestIsFemale ? t('discovery.detail.menOnly') : null,
    e.guestIsFemale && !e.guestIsMale ? t('discovery.detail.womenOnly') : null,
    e.isAccessible ? t('discovery.detail.accessible') : null,
    e.guestSpecialSkill,
    e.guestAdditionalRequirements,
    e.thirdpartyTicketPermit,
  ].filter((x): x is string => !!x);
  const reviewsPreview = preview.data?.pages[0]?.data.slice(0, 6) ?? [];

  return (
    <Page data-testid="experience-detail">
      <Head>
        <h1>{e.name}</h1>
        <div className="line">
          <div className="meta">
            <RatingBadge status={r.status} rating={r.rating} />
            {r.reviewsCount ? (
              <LinkButton onClick={() => setReviewsOpen(true)} data-testid="reviews-button">
                {t('discovery.reviews.count', { count: r.reviewsCount })}
              </LinkButton>
            ) : null}
            <span aria-hidden>·</span>
            <span>{place}</span>
            <span aria-hidden>·</span>
            <span>{e.experienceCategory.name}</span>
          </div>
          <div className="actions">
            <SaveToList e={e} />
            <FavouriteButton experienceId={e.id} favouriteId={e.userFavouriteId} name={e.name} variant="outline" />
          </div>
        </div>
      </Head>
      <Gallery images={e.imagesMeta} name={e.name} />
      <Columns>
        <Main>
          <section>
            <HostRow>
              <Link to={`/host/${e.host.id}`} aria-label={t('discovery.detail.hostProfile', { name: e.host.name })}>
                <Avatar name={e.host.name} src={mediaUrl(e.host.avatarPath)} size={56} />
              </Link>
              <div>
                <Link to={`/host/${e.host.id}`}>{t('discovery.detail.hostedBy', { name: e.host.name })}</Link>
                <small>{t(`discovery.type.${e.type.name}`)}</small>
              </div>
              <MessageHost hostId={e.host.id} experienceId={e.id} />
            </HostRow>
            <Facts>
              <div>
                <dt>{t('discovery.detail.duration')}</dt>
                <dd>{formatDurationLabel(e.experienceDuration, f.locale)}</dd>
              </div>
              <div>
                <dt>{t('discovery.detail.languages')}</dt>
                <dd>{e.languages.map((l) => t(`discovery.language.${l}`)).join(intl.locale.startsWith('ar') ? '، ' : ', ')}</dd>
              </div>
              <div>
                <dt>{t('discovery.detail.activityLevel')}</dt>
                <dd>{t(`discovery.activity.${e.activityLevel.name}`)}</dd>
              </div>
              {e.guestCapacityMaximum ? (
                <div>
                  <dt>{t('discovery.detail.groupSize')}</dt>
                  <dd>{t('discovery.detail.upTo', { count: e.guestCapacityMaximum })}</dd>
                </div>
              ) : null}
            </Facts>
          </section>
          <Section title={t('discovery.detail.about')} id="about">
            <p className="description">{e.description}</p>
            {e.activities?.length ? (
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBlockStart: 16 }}>
                {e.activities.map((a) => (
                  <Badge key={a.id}>{a.name}</Badge>
                ))}
              </div>
            ) : null}
          </Section>
          {e.agendaEntries.length ? (
            <Section title={t('discovery.detail.agenda')} id="agenda">
              <Agenda>
                {e.agendaEntries.map((a, i) => (
                  <li key={a.id}>
                    <span className="n">{intl.formatNumber(i + 1)}</span>
                    <span>
                      <strong>{a.title}</strong>
                      {a.topic ? <small>{a.topic}</small> : null}
                    </span>
                    <small>{formatDurationLabel(a.duration, f.locale)}</small>
                  </li>
                ))}
              </Agenda>
            </Section>
          ) : null}
          {included.length ? (
            <Section title={t('discovery.detail.included')} id="included">
              <CheckList items={included} />
            </Section>
          ) : null}
          {e.guestBring || e.guestPreparationBeforeYourArrival ? (
            <Section title={t('discovery.detail.bring')} id="bring">
              {e.guestBring ? <p>{e.guestBring}</p> : null}
              {e.guestPreparationBeforeYourArrival ? <p style={{ marginBlockStart: 8 }}>{e.guestPreparationBeforeYourArrival}</p> : null}
            </Section>
          ) : null}
          {requirements.length ? (
            <Section title={t('discovery.detail.requirements')} id="requirements">
              <CheckList items={requirements} />
            </Section>
          ) : null}
          {e.addOns.length ? (
            <Section title={t('discovery.detail.addOns')} id="addons">
              <Cards>
                {e.addOns.map((a) => (
                  <div key={a.id}>
                    {a.imageMeta ? <img src={mediaUrl(a.imageMeta.relativePath)} alt="" loading="lazy" /> : <span />}
                    <span>
                      <strong>{a.name}</strong>
                      <small>{a.description}</small>
                      <small>{f.sar(a.totalPrice)}</small>
                    </span>
                  </div>
                ))}
              </Cards>
            </Section>
          ) : null}
          {e.coHosts.length ? (
            <Section title={t('discovery.detail.coHosts')} id="cohosts">
              <Cards>
                {e.coHosts.map((c) => (
                  <div key={c.id}>
                    <Avatar name={c.name} src={mediaUrl(c.imageMeta?.relativePath)} size={48} />
                    <span>
                      <strong>{c.name}</strong>
                      {c.role ? <small>{c.role}</small> : null}
                    </span>
                  </div>
                ))}
              </Cards>
            </Section>
          ) : null}
          <Section title={t('discovery.detail.location')} id="location">
            <LocationSection experience={e} />
          </Section>
          <Section title={t('discovery.detail.cancellation')} id="cancellation">
            <p>{t(`discovery.cancellation.${e.cancellationPolicy.name}`)}</p>
          </Section>
          <section aria-labelledby="reviews-title">
            <h2 id="reviews-title" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <StarIcon size={20} aria-hidden />
              {r.rating !== null ? `${intl.formatNumber(r.rating, { minimumFractionDigits: 1, maximumFractionDigits: 2 })} · ` : ''}
              {t('discovery.reviews.count', { count: r.reviewsCount })}
            </h2>
            {reviewsPreview.length ? (
              <ReviewsGrid>
                {reviewsPreview.map((rv) => (
                  <ReviewItem key={rv.id} review={rv} />
                ))}
              </ReviewsGrid>
            ) : preview.isPending ? (
              <SkeletonText lines={4} />
            ) : (
              <p>{t('discovery.reviews.none')}</p>
            )}
            {r.reviewsCount ? (
              <Button variant="secondary" onClick={() => setReviewsOpen(true)}>
                {t('discovery.reviews.showAll', { count: r.reviewsCount })}
              </Button>
            ) : null}
          </section>
          <section>
            <QuestionsSection experienceId={e.id} />
          </section>
        </Main>
        <div className="aside" id="booking">
          <BookingPanel experience={e} />
        </div>
      </Columns>
      <ReviewsModal experienceId={e.id} open={reviewsOpen} onClose={() => setReviewsOpen(false)} />
    </Page>
  );
}

/** A ticked list (what's included, guest requirements). */
function CheckList({ items }: { items: string[] }) {
  return (
    <Checks>
      {items.map((x) => (
        <li key={x}>
          <CheckIcon size={16} />
          {x}
        </li>
      ))}
    </Checks>
  );
}

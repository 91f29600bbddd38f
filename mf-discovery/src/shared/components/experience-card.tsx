import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import type { ExperienceCard as Card } from '@tajriba/contracts/discovery';
import { useFormatters } from '@tajriba/i18n';
import { FavouriteButton } from '../favourites/favourite-button';
import { cutDescription } from '../lib/text';
import { ImageCarousel } from './image-carousel';
import { RatingBadge } from './rating-badge';

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  min-inline-size: 0;
`;
const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  border-radius: ${({ theme }) => theme.radii.lg};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Meta = styled.div`
  display: grid;
  gap: 2px;
`;
const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing[2]};
`;
const Category = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  color: ${({ theme }) => theme.colors.accent};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:lang(ar) {
    letter-spacing: 0;
  }
`;
const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.md};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;
const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Price = styled.p`
  margin: ${({ theme }) => theme.spacing[1]} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  strong {
    font-size: ${({ theme }) => theme.typography.sizes.md};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;
const OverlayBadge = styled.span`
  display: inline-block;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.95);
  color: #1f1a14;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
`;

export interface ExperienceCardProps {
  experience: Card;
  eager?: boolean;
}

/**
 * Spec §2 experience card: links to the detail; image carousel, favourite button, category,
 * rating badge, name, city or location (atHost only), description cut at 80 characters, final price.
 */
export function ExperienceCard({ experience: e, eager }: ExperienceCardProps) {
  const intl = useIntl();
  const f = useFormatters();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const place = e.type.name === 'atHost' ? [e.location, e.cityName].filter(Boolean).join(' · ') : null;
  // A host who comes to you serves a city (and its region): say which, or the card reads as anywhere.
  const kind =
    e.type.name === 'online'
      ? t('discovery.type.online')
      : e.type.name === 'atGuest'
        ? [t('discovery.type.atGuest'), e.cityName].filter(Boolean).join(' · ')
        : null;
  return (
    <Article data-testid="experience-card" aria-labelledby={`exp-${e.id}-name`}>
      <CardLink to={`/experiences/details/${e.id}`}>
        <ImageCarousel
          images={e.imagesPaths}
          alt={e.name}
          eager={eager}
          overlayStart={e.isPopular && e.ratingStatus !== 'guestFavourite' ? <OverlayBadge>{t('discovery.card.popular')}</OverlayBadge> : null}
        />
        <Meta>
          <Row>
            <Category>{e.experienceCategory.name}</Category>
            <RatingBadge status={e.ratingStatus} rating={e.ratingsAverage} />
          </Row>
          <Name id={`exp-${e.id}-name`}>{e.name}</Name>
          {place ? <Muted data-testid="card-place">{place}</Muted> : kind ? <Muted>{kind}</Muted> : null}
          <Muted data-testid="card-description">{cutDescription(e.shortDescription)}</Muted>
          <Price>
            {e.priceType === 'perGroup'
              ? intl.formatMessage({ id: 'discovery.card.pricePerGroup' }, { price: <strong key="p">{f.sar(e.finalPrice)}</strong> })
              : intl.formatMessage({ id: 'discovery.card.pricePerGuest' }, { price: <strong key="p">{f.sar(e.finalPrice)}</strong> })}
          </Price>
        </Meta>
      </CardLink>
      <HeartSlot>
        <FavouriteButton experienceId={e.id} favouriteId={e.userFavouriteId} name={e.name} />
      </HeartSlot>
    </Article>
  );
}

// The heart is a sibling of the link (a button inside a link is invalid HTML), laid over the image.
const HeartSlot = styled.div`
  position: absolute;
  inset-block-start: 10px;
  inset-inline-end: 10px;
`;

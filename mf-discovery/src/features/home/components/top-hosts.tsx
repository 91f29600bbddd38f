import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Avatar } from '@tajriba/design-system';
import { mediaUrl } from '../../../shared/lib/media';
import { RatingBadge } from '../../../shared/components/rating-badge';
import { useTopHosts } from '../api/get-top-hosts';
import { SectionRow } from './section-row';
import { InlineError } from './inline-error';
import { TopHostsSkeleton } from './top-hosts-skeleton';

const HostLink = styled(Link)`
  display: grid;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  transition: box-shadow ${({ theme }) => theme.motion.normal};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  .cover {
    aspect-ratio: 16 / 9;
    background: ${({ theme }) => theme.colors.surfaceSunken};
    img {
      inline-size: 100%;
      block-size: 100%;
      object-fit: cover;
      display: block;
    }
  }
  .body {
    display: grid;
    justify-items: center;
    text-align: center;
    gap: 4px;
    padding: 0 ${({ theme }) => theme.spacing[4]} ${({ theme }) => theme.spacing[4]};
    margin-block-start: -32px;
  }
  .avatar {
    border: 3px solid ${({ theme }) => theme.colors.surface};
    border-radius: 50%;
  }
  strong {
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function TopHosts() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const q = useTopHosts();
  const title = t('discovery.home.topHosts');
  if (q.isError)
    return (
      <SectionRow title={title} belowFoldHeight={374}>
        <InlineError onRetry={() => void q.refetch()} />
      </SectionRow>
    );
  if (q.isPending) return <TopHostsSkeleton title={title} />;
  if (!q.data.length) return null;
  return (
    <SectionRow title={title} subtitle={t('discovery.home.topHostsSubtitle')} testId="home-top-hosts" belowFoldHeight={374}>
      {q.data.map((h) => (
        <HostLink key={h.id} to={`/host/${h.id}`}>
          <div className="cover">{h.coverImagePath ? <img src={mediaUrl(h.coverImagePath)} alt="" loading="lazy" /> : null}</div>
          <div className="body">
            <span className="avatar">
              <Avatar name={h.name} src={mediaUrl(h.avatarPath)} size={64} />
            </span>
            <strong>{h.name}</strong>
            <small>
              {[h.cityName, t('discovery.host.experiences', { count: h.experiencesCount })].filter(Boolean).join(' · ')}
            </small>
            <RatingBadge status={h.ratingSummary.status} rating={h.ratingSummary.rating} />
          </div>
        </HostLink>
      ))}
    </SectionRow>
  );
}

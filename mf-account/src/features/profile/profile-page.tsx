import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Card, CardTitle, ErrorPanel, Skeleton, SkeletonText, usePageMeta } from '@tajriba/design-system';
import { useSession } from '@tajriba/session';
import { useUserInfo } from '../../shared/api/get-user-info';
import { AboutSection } from './components/about-section';
import { ReferFriendCard } from './components/refer-friend';
import { ProfileHeader } from './components/profile-header';
import { VerificationPanel } from './components/verification-panel';

const Page = styled.div`
  max-inline-size: 1120px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[6]} ${theme.spacing[16]}`};
  display: grid;
  grid-template-columns: 340px minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[8]};
  align-items: start;
  ${({ theme }) => theme.media.belowLg} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing[5]};
    padding: ${({ theme }) => `${theme.spacing[5]} ${theme.spacing[4]} ${theme.spacing[12]}`};
  }
`;
const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
`;

/** Sized like the loaded page (header 392 px, panel 200 px, invite card 180 px, about 320 px): nothing moves when it arrives. */
function ProfileSkeleton() {
  return (
    <Page aria-busy="true" data-testid="profile-loading">
      <Side>
        <Card $padding="lg" style={{ display: 'grid', justifyItems: 'center', gap: 12, minBlockSize: 392 }}>
          <Skeleton width={112} height={112} radius="50%" />
          <Skeleton width={96} height={32} />
          <Skeleton width={180} height={30} />
          <Skeleton width={64} height={22} />
          <Skeleton width={200} height={32} />
        </Card>
        <Card $padding="lg" style={{ minBlockSize: 200 }}>
          <Skeleton width={180} height={24} />
          <SkeletonText lines={4} />
        </Card>
        <Card $padding="lg" style={{ minBlockSize: 180 }}>
          <Skeleton width={150} height={24} />
          <SkeletonText lines={2} />
          <Skeleton width={140} height={40} />
        </Card>
      </Side>
      <Card $padding="lg" style={{ minBlockSize: 320 }}>
        <Skeleton width={140} height={26} />
        <SkeletonText lines={5} />
      </Card>
    </Page>
  );
}

/** `/profile` (§2): the profile header, the account verification panel and the about-me page. */
export function ProfilePage() {
  const intl = useIntl();
  const session = useSession();
  const info = useUserInfo();
  usePageMeta({ title: intl.formatMessage({ id: 'profile.pageTitle' }) });
  if (info.isPending) return <ProfileSkeleton />;
  if (info.isError) {
    return (
      <Page>
        <ErrorPanel title={intl.formatMessage({ id: 'profile.loadFailedTitle' })} onRetry={() => void info.refetch()} retrying={info.isFetching} />
      </Page>
    );
  }
  return (
    <Page data-testid="profile-page">
      <Side>
        {/* an account made with a social provider has no date of birth or gender yet */}
        {info.data.dateOfBirth === null ? (
          <Card $padding="lg" data-testid="profile-complete">
            <CardTitle as="h2">{intl.formatMessage({ id: 'profile.completeTitle' })}</CardTitle>
            <p>{intl.formatMessage({ id: 'profile.completeText' })}</p>
            <Link to="/profile/create" data-testid="profile-complete-link">
              {intl.formatMessage({ id: 'profile.completeLink' })}
            </Link>
          </Card>
        ) : null}
        <ProfileHeader user={info.data} isHost={session.isHost} />
        <VerificationPanel user={info.data} isHost={session.isHost} />
        <ReferFriendCard />
      </Side>
      <AboutSection />
    </Page>
  );
}
export default ProfilePage;

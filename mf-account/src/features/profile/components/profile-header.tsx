import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import type { UserInfo } from '@tajriba/contracts/account';
import { Badge, Card } from '@tajriba/design-system';
import { AvatarUpload } from './avatar-upload';
import { PreferredName } from './preferred-name';

const Head = styled(Card)`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.spacing[3]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes['2xl']};
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

/** The profile header (§2): avatar with upload, name, role label (host or guest), preferred name inline, edit-profile link. */
export function ProfileHeader({ user, isHost }: { user: UserInfo; isHost: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Head $padding="lg" data-testid="profile-header">
      <AvatarUpload name={user.preferredName || user.fullName} src={user.avatarPath} />
      <h1 data-testid="profile-name">{user.fullName}</h1>
      <Badge tone={isHost ? 'info' : 'normal'}>
        <span data-testid="profile-role">{t(isHost ? 'profile.roleHost' : 'profile.roleGuest')}</span>
      </Badge>
      <PreferredName value={user.preferredName} />
      <Link to="/profile/edit" data-testid="profile-edit-link">
        {t('profile.editProfile')}
      </Link>
    </Head>
  );
}

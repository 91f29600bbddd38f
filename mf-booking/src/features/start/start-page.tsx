import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useSession } from '@tajriba/session';

const Page = styled.section`
  max-inline-size: 1120px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.spacing[6]};
  padding-inline: ${({ theme }) => theme.spacing[4]};
`;
const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  color: ${({ theme }) => theme.colors.text};
`;

/** The area's first page (`/checkout`): its title, and who is looking at it. */
export function StartPage() {
  const intl = useIntl();
  const session = useSession();
  return (
    <Page data-testid="booking-page">
      <Title>{intl.formatMessage({ id: 'booking.title' })}</Title>
      <p>{intl.formatMessage({ id: session.isSignedIn ? 'booking.signedIn' : 'booking.visitor' })}</p>
    </Page>
  );
}

import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Avatar } from '@tajriba/design-system';
import type { Review } from '@tajriba/contracts/discovery';
import { useFormatters } from '@tajriba/i18n';
import { mediaUrl } from '../../../shared/lib/media';
import { Stars } from './stars';

const Item = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  .who {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing[3]};
  }
  .who strong {
    display: block;
  }
  .who small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 0;
    line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  }
  .ctx {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function ReviewItem({ review, context }: { review: Review; context?: string }) {
  const intl = useIntl();
  const f = useFormatters();
  return (
    <Item data-testid="review">
      <div className="who">
        <Avatar name={review.user.name} src={mediaUrl(review.user.avatarPath)} size={44} />
        <div>
          <strong>{review.user.name}</strong>
          <small>{f.date(review.creationDate, 'medium')}</small>
        </div>
      </div>
      <Stars rate={review.rate} label={intl.formatMessage({ id: 'discovery.reviews.stars' }, { count: review.rate })} />
      {context ? <span className="ctx">{context}</span> : null}
      <p dir="auto">{review.comment}</p>
    </Item>
  );
}

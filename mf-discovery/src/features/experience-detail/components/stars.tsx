import { styled } from 'styled-components';
import { StarIcon } from '@tajriba/design-system';

const Row = styled.span`
  display: inline-flex;
  gap: 1px;
  color: ${({ theme }) => theme.colors.text};
  .off {
    color: ${({ theme }) => theme.colors.border};
  }
`;

/** Whole-number stars (spec: reviews show stars as whole numbers). */
export function Stars({ rate, label, size = 12 }: { rate: number; label: string; size?: number }) {
  const whole = Math.round(rate);
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- five icons read as one rating
    <Row role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((i) => (
        <StarIcon key={i} size={size} className={i <= whole ? 'on' : 'off'} aria-hidden />
      ))}
    </Row>
  );
}

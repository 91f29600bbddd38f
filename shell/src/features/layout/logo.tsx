import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';

const Brand = styled(Link)`
  display: inline-flex;
  min-inline-size: 0;
  white-space: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 34px;
  block-size: 34px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.sizes.md};
`;
/* Below 768 px the wordmark keeps the name in the page's language only: the bar's room goes
   to the primary action. */
const Name = styled.span<{ $other: boolean }>`
  ${({ theme }) => theme.media.belowMd} {
    display: ${({ $other }) => ($other ? 'none' : 'inline')};
  }
`;
const Alt = styled(Name)`
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.typography.fontFamilyArabic};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;
const Sep = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weights.regular};
  ${({ theme }) => theme.media.belowMd} {
    display: none;
  }
`;

/** "Tajriba / تجربة": the bilingual wordmark reads the same in both languages. */
export function Logo() {
  const intl = useIntl();
  const ar = intl.locale.startsWith('ar');
  return (
    // Named by what it shows, "Tajriba تجربة" (axe: a link's name must contain its visible text).
    <Brand to="/">
      <Mark aria-hidden>ت</Mark>
      <Name lang="en" $other={ar}>
        {intl.formatMessage({ id: 'shell.brand.name' })}
      </Name>
      <Sep aria-hidden>/</Sep>
      <Alt lang="ar" $other={!ar}>{intl.formatMessage({ id: 'shell.brand.nameAlt' })}</Alt>
    </Brand>
  );
}

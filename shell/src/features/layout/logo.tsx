import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';

const Brand = styled(Link)`
  display: inline-flex;
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
const Alt = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.typography.fontFamilyArabic};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;
const Sep = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weights.regular};
`;

/** "Tajriba / تجربة": the bilingual wordmark reads the same in both languages. */
export function Logo() {
  const intl = useIntl();
  return (
    <Brand to="/" aria-label={intl.formatMessage({ id: 'shell.brand.home' })}>
      <Mark aria-hidden>ت</Mark>
      <span lang="en">{intl.formatMessage({ id: 'shell.brand.name' })}</span>
      <Sep aria-hidden>/</Sep>
      <Alt lang="ar">{intl.formatMessage({ id: 'shell.brand.nameAlt' })}</Alt>
    </Brand>
  );
}

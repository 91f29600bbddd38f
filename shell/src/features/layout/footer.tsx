import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { policySlugs, type PolicySlug } from '@tajriba/contracts/constants';
import { Logo } from './logo';

const Foot = styled.footer`
  margin-block-start: auto;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;
const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[6]};
  grid-template-columns: minmax(200px, 1.3fr) repeat(3, minmax(160px, 1fr));
  max-inline-size: 1280px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[4]}`};
  @media (max-width: 800px) {
    grid-template-columns: 1fr 1fr;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;
const Col = styled.nav`
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-block-end: ${({ theme }) => theme.spacing[3]};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.spacing[2]};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const About = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  align-content: start;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-inline-size: 36ch;
  }
`;
const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
  max-inline-size: 1280px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[4]} ${theme.spacing[4]}`};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** Which footer column each policy page sits in. */
const supportPages: PolicySlug[] = ['how-it-works', 'help-center', 'learning-center', 'experience-types', 'wallet', 'identity-verification', 'standards-and-requirements'];
const legalPages = policySlugs.filter((s) => !supportPages.includes(s));

// The copyright year is read once per page load, not per render.
const currentYear = new Date().getFullYear();

export function Footer() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  return (
    <Foot data-testid="site-footer">
      <Inner>
        <About>
          <Logo />
          <p>{t('shell.footer.tagline')}</p>
        </About>
        <Col aria-labelledby="footer-explore">
          <h2 id="footer-explore">{t('shell.footer.explore')}</h2>
          <ul>
            <li>
              <Link to="/offers">{t('shell.page.offers')}</Link>
            </li>
            <li>
              <Link to="/about-us">{t('shell.page.about-us')}</Link>
            </li>
            <li>
              <Link to="/contact-us">{t('shell.page.contact-us')}</Link>
            </li>
          </ul>
        </Col>
        <Col aria-labelledby="footer-support">
          <h2 id="footer-support">{t('shell.footer.support')}</h2>
          <ul>
            {supportPages.map((slug) => (
              <li key={slug}>
                <Link to={`/policies/${slug}`}>{t(`shell.policy.${slug}`)}</Link>
              </li>
            ))}
          </ul>
        </Col>
        <Col aria-labelledby="footer-policies">
          <h2 id="footer-policies">{t('shell.footer.policies')}</h2>
          <ul>
            {legalPages.map((slug) => (
              <li key={slug}>
                <Link to={`/policies/${slug}`}>{t(`shell.policy.${slug}`)}</Link>
              </li>
            ))}
          </ul>
        </Col>
      </Inner>
      <Bottom>
        <span>{t('shell.footer.copyright', { year: intl.formatNumber(currentYear, { useGrouping: false }) })}</span>
        <span>{t('shell.footer.currency')}</span>
      </Bottom>
    </Foot>
  );
}

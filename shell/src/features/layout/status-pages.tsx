import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { Button, buttonStyles, usePageMeta } from '@tajriba/design-system';
import { openAuth } from '../../shared/auth-ui';

const Page = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing[4]};
  text-align: center;
  padding: ${({ theme }) => `${theme.spacing[16]} ${theme.spacing[4]}`};
  h1 {
    font-size: ${({ theme }) => theme.typography.sizes['3xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-inline-size: 48ch;
  }
`;
const Code = styled.span`
  font-size: 64px;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.primarySoft};
  line-height: 1;
`;
const HomeLink = styled(Link)<{ $variant?: 'primary' }>`
  ${buttonStyles}
  text-decoration: none;
`;

/** The 404 page, or with `notAvailable` the page for a route whose area is not deployed here. */
export function NotFoundPage({ notAvailable }: { notAvailable?: boolean }) {
  return notAvailable ? <NotAvailablePage /> : <PageNotFound />;
}

function PageNotFound() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  usePageMeta({ title: t('shell.notFound.title') });
  return (
    <Page data-testid="not-found">
      <Code aria-hidden>{intl.formatNumber(404, { useGrouping: false })}</Code>
      <h1>{t('shell.notFound.title')}</h1>
      <p>{t('shell.notFound.body')}</p>
      <HomeLink to="/">{t('shell.notFound.home')}</HomeLink>
    </Page>
  );
}

const Art = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  line-height: 0;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[3]};
`;

/**
 * A route of an area that is published but not deployed in this environment yet: say so, and
 * offer the way back (the previous page when there is one in this site, else home) and home.
 */
export function NotAvailablePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const t = (id: string) => intl.formatMessage({ id });
  usePageMeta({ title: t('shell.notAvailable.title') });
  // react-router numbers the entries it pushed: idx > 0 means the previous page is one of ours.
  const canGoBack = typeof window !== 'undefined' && ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Page data-testid="not-available">
      <Art aria-hidden>
        <ClockArt />
      </Art>
      <h1>{t('shell.notAvailable.title')}</h1>
      <p>{t('shell.notAvailable.body')}</p>
      <Actions>
        {canGoBack ? (
          <Button variant="secondary" onClick={() => void navigate(-1)}>
            {t('shell.notAvailable.back')}
          </Button>
        ) : null}
        <HomeLink to="/">{t('shell.notFound.home')}</HomeLink>
      </Actions>
    </Page>
  );
}

/** An hourglass in the theme's colours: "on its way", not "broken". */
function ClockArt() {
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" fill="none">
      <circle cx="36" cy="36" r="34" fill="currentColor" opacity="0.12" />
      <path d="M24 18h24M24 54h24M27 18c0 10 18 12 18 18s-18 8-18 18M45 18c0 10-18 12-18 18s18 8 18 18" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A signed-in guest on a host route: offer the ways in rather than a dead end. */
/**
 * 403 for a host route (offers the switch to hosting or becoming a host) or, with `staffOnly`, for
 * a staff route (nothing to offer but the way home: staff accounts are not self-service).
 */
export function ForbiddenPage({ onSwitch, staffOnly }: { onSwitch?: () => void; staffOnly?: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  usePageMeta({ title: t(staffOnly ? 'shell.forbidden.staffTitle' : 'shell.forbidden.title') });
  if (staffOnly)
    return (
      <Page data-testid="forbidden">
        <Code aria-hidden>{intl.formatNumber(403, { useGrouping: false })}</Code>
        <h1>{t('shell.forbidden.staffTitle')}</h1>
        <p>{t('shell.forbidden.staffBody')}</p>
        <HomeLink to="/">{t('shell.notFound.home')}</HomeLink>
      </Page>
    );
  return (
    <Page data-testid="forbidden">
      <Code aria-hidden>{intl.formatNumber(403, { useGrouping: false })}</Code>
      <h1>{t('shell.forbidden.title')}</h1>
      <p>{t('shell.forbidden.body')}</p>
      {onSwitch ? (
        <Button onClick={onSwitch}>{t('shell.forbidden.switch')}</Button>
      ) : (
        <Button onClick={() => openAuth('become-host', { mode: 'host' })}>{t('shell.forbidden.becomeHost')}</Button>
      )}
    </Page>
  );
}

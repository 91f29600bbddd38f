import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { ErrorPanel, SkeletonText, Skeleton } from '@tajriba/design-system';
import { formatDate, useLocale } from '@tajriba/i18n';
import type { ContentPage } from '../types';

export const PageWrap = styled.div`
  max-inline-size: 1200px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[4]} ${theme.spacing[12]}`};
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  padding-block-end: ${({ theme }) => theme.spacing[6]};
  margin-block-end: ${({ theme }) => theme.spacing[6]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    font-size: ${({ theme }) => theme.typography.sizes['3xl']};
    line-height: 1.2;
  }
  p {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
    max-inline-size: 70ch;
    line-height: 1.6;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Toc = styled.nav`
  margin-block-end: ${({ theme }) => theme.spacing[8]};
  padding: ${({ theme }) => theme.spacing[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-block-end: ${({ theme }) => theme.spacing[2]};
  }
  ol {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.spacing[5]};
    display: grid;
    gap: ${({ theme }) => theme.spacing[1]};
    columns: 2 260px;
    display: block;
  }
  li {
    margin-block-end: ${({ theme }) => theme.spacing[1]};
    break-inside: avoid;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[8]};
  section {
    display: grid;
    gap: ${({ theme }) => theme.spacing[3]};
    scroll-margin-block-start: 96px;
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
  p,
  li {
    line-height: 1.7;
    max-inline-size: 75ch;
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.spacing[5]};
    display: grid;
    gap: ${({ theme }) => theme.spacing[2]};
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  a {
    display: inline-flex;
    padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** A content page: title, summary, "on this page" list, then its sections. */
export function Article({ page, children, testId }: { page: ContentPage; children?: ReactNode; testId?: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  return (
    <article data-testid={testId}>
      <Header>
        <h1>{page.title}</h1>
        <p>{page.summary}</p>
        <small>{t('content.updated', { date: formatDate(page.updated, locale, 'long', { timeZone: 'UTC' }) })}</small>
      </Header>
      {page.sections.length > 2 ? (
        <Toc aria-labelledby="on-this-page">
          <h2 id="on-this-page">{t('content.onThisPage')}</h2>
          <ol>
            {page.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </Toc>
      ) : null}
      <Body>
        {page.sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`}>{s.title}</h2>
            {s.paragraphs?.map((p, i) => <p key={i}>{p}</p>)}
            {s.items?.length ? (
              <ul>
                {s.items.map((it, i) => (
                  <li key={i}>{it}</li>
                ))}
              </ul>
            ) : null}
            {s.links?.length ? (
              <Links>
                {s.links.map((l) => (
                  <Link key={l.to} to={l.to}>
                    {l.label}
                  </Link>
                ))}
              </Links>
            ) : null}
          </section>
        ))}
        {children}
      </Body>
    </article>
  );
}

export function ArticleSkeleton() {
  return (
    <div aria-busy="true" data-testid="content-loading">
      <Skeleton width="55%" height={36} />
      <div style={{ blockSize: 16 }} />
      <SkeletonText lines={2} />
      <div style={{ blockSize: 32 }} />
      <SkeletonText lines={6} />
    </div>
  );
}

export function ArticleError({ onRetry }: { onRetry: () => void }) {
  return <ErrorPanel onRetry={onRetry} />;
}

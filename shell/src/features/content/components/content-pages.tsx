import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, useParams } from 'react-router';
import { styled } from 'styled-components';
import { policySlugs, type PolicySlug } from '@tajriba/contracts/platform';
import { useLocale } from '@tajriba/i18n';
import { useContent } from '../api/use-content';
import type { ContentKey } from '../types';
import { Article, ArticleError, ArticleSkeleton, PageWrap } from './article';
import { ContactForm } from './contact-form';

const isPolicySlug = (s: string | undefined): s is PolicySlug => !!s && (policySlugs as readonly string[]).includes(s);

const WithSidebar = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[10]};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.spacing[6]};
  }
`;
const Sidebar = styled.nav`
  position: sticky;
  inset-block-start: 88px;
  padding: ${({ theme }) => theme.spacing[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: 900px) {
    position: static;
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
    padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
    @media (max-width: 900px) {
      grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    }
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

function ContentBody({ contentKey, testId, children }: { contentKey: ContentKey; testId: string; children?: ReactNode }) {
  const { locale } = useLocale();
  const content = useContent(locale);
  if (content.isPending) return <ArticleSkeleton />;
  if (content.isError) return <ArticleError onRetry={() => void content.refetch()} />;
  return (
    <Article page={content.data[contentKey]} testId={testId}>
      {children}
    </Article>
  );
}

function PolicyBody({ notFound }: { notFound: ReactNode }) {
  const intl = useIntl();
  const { slug } = useParams();
  if (!isPolicySlug(slug)) return <>{notFound}</>;
  return (
    <PageWrap>
      <WithSidebar>
        <Sidebar aria-labelledby="policies-nav">
          <h2 id="policies-nav">{intl.formatMessage({ id: 'content.policies' })}</h2>
          <ul>
            {policySlugs.map((s) => (
              <li key={s}>
                <NavLink to={`/policies/${s}`}>{intl.formatMessage({ id: `shell.policy.${s}` })}</NavLink>
              </li>
            ))}
          </ul>
        </Sidebar>
        <ContentBody contentKey={slug} testId={`policy-${slug}`} />
      </WithSidebar>
    </PageWrap>
  );
}

/** `/policies/:slug`: the 13 policy and help pages with a sidebar of all of them; 404 otherwise. */
export function PolicyPage({ notFound }: { notFound: ReactNode }) {
  return <PolicyBody notFound={notFound} />;
}

const Narrow = styled(PageWrap)`
  max-inline-size: 880px;
`;

export function AboutPage() {
  return (
    <Narrow>
      <ContentBody contentKey="about-us" testId="about-us" />
    </Narrow>
  );
}

export function OffersPage() {
  return (
    <Narrow>
      <ContentBody contentKey="offers" testId="offers" />
    </Narrow>
  );
}

export function ContactPage() {
  return (
    <Narrow>
      <ContentBody contentKey="contact-us" testId="contact-us">
        <ContactForm />
      </ContentBody>
    </Narrow>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button, Card, EmptyState, ErrorPanel, SkeletonText, Skeleton } from '@tajriba/design-system';
import { useAbout, useChangeAbout } from '../api/about';
import { AboutForm } from './about-form';
import { ABOUT_FIELDS } from './about-fields';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-block-end: ${({ theme }) => theme.spacing[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
`;
const Details = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[5]};
  line-height: ${({ theme }) => theme.typography.lineHeights.relaxed};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.spacing[4]} ${theme.spacing[6]}`};
  margin: 0;
  ${({ theme }) => theme.media.belowMd} {
    grid-template-columns: minmax(0, 1fr);
  }
  dt {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.spacing[1]} 0 0;
    overflow-wrap: anywhere;
  }
`;

/** The about-me page (§2 Screens): view and edit modes; a failed load shows the not-found text. */
export function AboutSection() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const about = useAbout();
  const save = useChangeAbout();
  const [editing, setEditing] = useState(false);

  if (about.isPending) {
    return (
      <Card $padding="lg" aria-busy="true" data-testid="about-loading">
        <Head>
          <Skeleton width={140} height={26} />
        </Head>
        <SkeletonText lines={3} />
        <Facts as="div" style={{ marginBlockStart: 20 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Facts>
      </Card>
    );
  }
  if (about.isError) {
    return (
      <Card $padding="lg">
        <ErrorPanel title={t('profile.about.notFoundTitle')} message={t('profile.about.notFound')} onRetry={() => void about.refetch()} retrying={about.isFetching} />
      </Card>
    );
  }

  const data = about.data;
  const filled = ABOUT_FIELDS.filter((k) => k !== 'details' && data[k]);
  const empty = !data.details && filled.length === 0;
  return (
    <Card $padding="lg" as="section" aria-labelledby="about-title" data-testid="about-section">
      <Head>
        <h2 id="about-title">{t(editing ? 'profile.about.editTitle' : 'profile.about.title')}</h2>
        {!editing && !empty ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} data-testid="about-edit">
            {t('profile.about.edit')}
          </Button>
        ) : null}
      </Head>
      {editing ? (
        <AboutForm
          initial={data}
          onCancel={() => setEditing(false)}
          onSave={async (next) => {
            await save.mutateAsync(next);
            setEditing(false);
          }}
        />
      ) : empty ? (
        <EmptyState
          title={t('profile.about.emptyTitle')}
          description={t('profile.about.empty')}
          action={
            <Button onClick={() => setEditing(true)} data-testid="about-edit">
              {t('profile.about.start')}
            </Button>
          }
        />
      ) : (
        <div data-testid="about-view">
          {data.details ? <Details>{data.details}</Details> : null}
          <Facts>
            {filled.map((k) => (
              <div key={k}>
                <dt>{t(`profile.about.${k}`)}</dt>
                <dd data-testid={`about-value-${k}`}>{data[k]}</dd>
              </div>
            ))}
          </Facts>
        </div>
      )}
    </Card>
  );
}

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Card, ErrorPanel, Skeleton, SkeletonText, usePageMeta } from '@tajriba/design-system';

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
  min-inline-size: 0;
`;
const SectionHead = styled.header`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
  p {
    margin: ${({ theme }) => theme.spacing[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * One section of account settings, in the frame's Outlet (`SettingsFrame`, the settings routes'
 * layout): its heading and intro above its content, and the document title.
 */
export function SettingsSection({ title, intro, children, testId }: { title: string; intro: string; children: ReactNode; testId: string }) {
  const intl = useIntl();
  usePageMeta({ title: `${title} · ${intl.formatMessage({ id: 'settings.title' })}` });
  return (
    <Main data-testid={testId}>
      <SectionHead>
        <h2>{title}</h2>
        <p>{intro}</p>
      </SectionHead>
      {children}
    </Main>
  );
}

/** While the account loads: cards of the page's final height, so nothing moves when it arrives. */
export function SettingsSkeleton({ cards, height }: { cards: number; height: number }) {
  return (
    <div aria-busy="true" data-testid="settings-loading" style={{ display: 'grid', gap: 20 }}>
      {Array.from({ length: cards }, (_, i) => (
        <Card key={i} $padding="lg" style={{ minBlockSize: height }}>
          <Skeleton width={160} height={22} />
          <SkeletonText lines={2} />
        </Card>
      ))}
    </div>
  );
}

export function SettingsLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const intl = useIntl();
  return <ErrorPanel title={intl.formatMessage({ id: 'settings.loadFailed' })} onRetry={onRetry} retrying={retrying} />;
}

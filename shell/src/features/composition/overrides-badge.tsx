import { styled } from 'styled-components';
import { LazyBoundary, lazyWithMessages } from '@tajriba/design-system';
import { useOverrides } from '@tajriba/federation';
import { overridesCatalogue } from './i18n/catalogue';

// Almost nobody runs with overrides: the badge's code and strings load only when it has something to say.
const OverridesBadgePanel = lazyWithMessages(
  () => import('./overrides-badge-panel').then((m) => ({ default: m.OverridesBadgePanel })),
  overridesCatalogue,
);

// Where the badge would be: someone running overrides must learn that something is off even
// when the badge's own code failed to download.
const FailedBadge = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.spacing[4]};
  inset-inline-start: ${({ theme }) => theme.spacing[4]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  max-inline-size: min(560px, calc(100vw - 32px));
  border: 1px solid ${({ theme }) => theme.colors.status.warning.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/** Visible whenever this browser runs something other than what the environment publishes. */
export function OverridesBadge() {
  const o = useOverrides();
  if (!o.active && !o.refused) return null;
  return (
    <LazyBoundary renderError={(message) => <FailedBadge data-testid="overrides-badge-failed">{message}</FailedBadge>}>
      <OverridesBadgePanel />
    </LazyBoundary>
  );
}

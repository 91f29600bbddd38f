import { styled } from 'styled-components';
import { LazyBoundary, lazyWithRetry } from '@tajriba/design-system';
import { useOverrides } from '@tajriba/federation';

// Almost nobody runs with overrides: the badge's code loads only when it has something to say.
const OverridesBadgePanel = lazyWithRetry(() => import('./overrides-badge-panel').then((m) => ({ default: m.OverridesBadgePanel })));

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

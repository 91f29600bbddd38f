import { lazy, Suspense } from 'react';
import { useOverrides } from '@tajriba/federation';

// Almost nobody runs with overrides: the badge's code loads only when it has something to say.
const OverridesBadgePanel = lazy(() => import('./overrides-badge-panel').then((m) => ({ default: m.OverridesBadgePanel })));

/** Visible whenever this browser runs something other than what the environment publishes. */
export function OverridesBadge() {
  const o = useOverrides();
  if (!o.active && !o.refused) return null;
  return (
    <Suspense fallback={null}>
      <OverridesBadgePanel />
    </Suspense>
  );
}

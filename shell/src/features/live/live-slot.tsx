import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { LazyBoundary, lazyWithMessages } from '@tajriba/design-system';
import { useSession } from '@tajriba/session';
import { liveCatalogue } from './i18n/catalogue';
import { afterLoadIdle } from '../../shared/after-load-idle';

// The bell, the messages count, the popups and the hub connections: one chunk with its strings,
// fetched once the page has loaded and the browser is idle (never in a route's first render).
const LiveWidgets = lazyWithMessages(() => import('./live-widgets').then((m) => ({ default: m.LiveWidgets })), liveCatalogue);

/** Two 40 px buttons and the gap between them: the box the widgets fill, reserved from the first render. */
export const LIVE_SLOT_INLINE = 88;
const Slot = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing[2]};
  inline-size: ${LIVE_SLOT_INLINE}px;
  block-size: 40px;
  flex-shrink: 0;
`;

/**
 * For signed-in people: the header keeps a fixed box for the messages link and the notification
 * bell from its first render, and their code arrives after the first paint and fills that box, so
 * nothing in the header moves and the `/` budget does not grow.
 */
export function LiveSlot() {
  const session = useSession();
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterLoadIdle(() => setWanted(true)), []);
  if (!session.isSignedIn) return null;
  return (
    <Slot data-testid="live-slot">
      {wanted ? (
        <LazyBoundary fallback={null} renderError={() => null}>
          <LiveWidgets />
        </LazyBoundary>
      ) : null}
    </Slot>
  );
}

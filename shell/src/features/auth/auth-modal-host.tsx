import { lazy, Suspense } from 'react';
import { styled } from 'styled-components';
import { Spinner } from '@tajriba/design-system';
import { useAuthUi } from '../../shared/auth-ui';

// The forms, their validation and the phone-number metadata load on first open, not with the page.
const AuthDialog = lazy(() => import('./components/auth-dialog'));

const Loading = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
`;

/** Renders the auth dialog while `shared/auth-ui` has a view open. */
export function AuthModalHost() {
  const ui = useAuthUi();
  if (!ui.view) return null;
  return (
    <Suspense
      fallback={
        <Loading>
          <Spinner size={36} />
        </Loading>
      }
    >
      <AuthDialog />
    </Suspense>
  );
}

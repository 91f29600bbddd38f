import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { CloseIcon, IconButton, LazyBoundary, lazyWithMessages, Spinner, useFocusTrap } from '@tajriba/design-system';
import { closeAuth, useAuthUi } from '../../shared/auth-ui';
import { authCatalogue } from './i18n/catalogue';

// The forms, their validation, the phone-number metadata and the dialog's strings load on first
// open, not with the page.
const AuthDialog = lazyWithMessages(() => import('./components/auth-dialog'), authCatalogue);

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing[4]};
  background: ${({ theme }) => theme.colors.overlay};
`;

const FailedCard = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  padding: ${({ theme }) => theme.spacing[2]};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

/**
 * The dialog's place when its code failed to download: the message with Retry, and a way out
 * (Close, Escape, a click beside it) — the overlay must never trap someone on the page.
 */
function FailedDialog({ message }: { message: ReactNode }) {
  const intl = useIntl();
  const card = useRef<HTMLDivElement>(null);
  // Focus on Retry, Tab stays inside, and the focus goes back to the opener on close.
  useFocusTrap(card, true);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeAuth();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Backdrop
      onClick={(e) => {
        if (e.target === e.currentTarget) closeAuth();
      }}
    >
      <FailedCard
        ref={card}
        // a div, as the design system's Modal: <dialog> would bring its own top-layer behaviour
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage({ id: 'shell.auth.dialog' })}
        data-testid="auth-dialog-failed"
      >
        {message}
        <IconButton label={intl.formatMessage({ id: 'shell.auth.close' })} onClick={closeAuth}>
          <CloseIcon size={18} />
        </IconButton>
      </FailedCard>
    </Backdrop>
  );
}

/** Renders the auth dialog while `shared/auth-ui` has a view open. */
export function AuthModalHost() {
  const ui = useAuthUi();
  if (!ui.view) return null;
  return (
    <LazyBoundary
      fallback={
        <Backdrop>
          <Spinner size={36} />
        </Backdrop>
      }
      renderError={(message) => <FailedDialog message={message} />}
    >
      <AuthDialog />
    </LazyBoundary>
  );
}

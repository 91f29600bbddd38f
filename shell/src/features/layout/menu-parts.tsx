import { type ReactNode } from 'react';
import { styled } from 'styled-components';
import { breakpoints, LazyBoundary, Spinner, useMediaQuery } from '@tajriba/design-system';

export { useMenuDisclosure } from '../../shared/use-menu-disclosure';

export const MenuWrap = styled.div`
  position: relative;
`;

export const MenuPanel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  inset-block-start: calc(100% + ${({ theme }) => theme.spacing[2]});
  inline-size: max-content;
  min-inline-size: 248px;
  /* Never wider than the screen, never taller: a long menu scrolls inside itself. */
  max-inline-size: calc(100vw - ${({ theme }) => theme.spacing[6]});
  max-block-size: calc(100dvh - 88px);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.spacing[2]};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
`;

const Busy = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 96px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * An open menu whose rows are a lazy chunk (`lazyWithRetry`; nobody needs them before the first
 * click): the box appears at once under the button, with a spinner until the rows arrive —
 * usually never seen, the triggers start the download on hover and focus. If the download
 * fails, the box says so and offers Retry; the header and the page keep working.
 */
export function LazyMenuPanel({ id, testId, children }: { id: string; testId: string; children: ReactNode }) {
  return (
    <MenuPanel id={id} data-testid={testId}>
      <LazyBoundary
        fallback={
          <Busy>
            <Spinner size={20} />
          </Busy>
        }
      >
        {children}
      </LazyBoundary>
    </MenuPanel>
  );
}

/**
 * From the tablet breakpoint (768 px) "Become a host", language and theme sit in the header bar;
 * below it they move into the menus. Decided in JS rather than CSS so each control exists once
 * in the accessibility tree and the rule is testable.
 */
export const useWideHeader = (): boolean => useMediaQuery(`(min-width: ${breakpoints.md}px)`);

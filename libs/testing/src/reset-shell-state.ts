import { act } from '@testing-library/react';
import { clearToasts } from '@tajriba/design-system';
import { prefsStore } from '@tajriba/session';
import { markSignedOut } from '@tajriba/session/shell';
import type { Locale, ThemeMode } from '@tajriba/contracts/constants';

export interface ShellState {
  locale?: Locale;
  theme?: ThemeMode;
}

/**
 * What the shell leaves behind between tests, back to a first visit: signed out, English and light
 * unless asked otherwise, no stored preferences, no toasts. The session and preference stores are
 * page-wide singletons (the shell and every remote share them), so one test's sign-in or language
 * would otherwise leak into the next. Call it in `beforeEach`; `renderRemote` calls it itself.
 */
export function resetShellState({ locale = 'en', theme = 'light' }: ShellState = {}): void {
  act(() => {
    try {
      localStorage.clear();
    } catch {
      // A test environment without storage: nothing was stored.
    }
    markSignedOut();
    prefsStore.locale = locale;
    prefsStore.theme = theme;
    prefsStore.skinTone = 'neutral';
    clearToasts();
  });
}

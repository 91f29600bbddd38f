import { useMemo, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '@tajriba/i18n';
import { createTheme } from '../theme/theme';
import type { ThemeMode } from '../theme/tokens';
import { ToastViewport } from '../components/toast';

export interface DesignSystemRootProps {
  mode: ThemeMode;
  dir: Direction;
  /**
   * Render the toast viewport. Every root may keep the default: only the first mounted root's
   * viewport shows toasts, so the shell and its remotes never stack two.
   */
  toasts?: boolean;
  children?: ReactNode;
}

// styled-components keys its class-name hashes on plugin names; pin the name so a minifier
// renaming the function can't make it anonymous (which styled-components rejects).
const namedRtlPlugin = Object.defineProperty((...args: Parameters<typeof rtlPlugin>) => rtlPlugin(...args), 'name', { value: 'tajriba-rtl' });
const RTL_PLUGINS = [namedRtlPlugin];
const NO_PLUGINS: never[] = [];

/**
 * The theme and direction for a subtree. In RTL, the stylis plugin mirrors physical CSS
 * (margin-left → margin-right), so even third-party styled pieces flip; our own components use
 * logical properties anyway.
 */
export function DesignSystemRoot({ mode, dir, toasts = true, children }: DesignSystemRootProps) {
  const theme = useMemo(() => createTheme(mode, dir), [mode, dir]);
  return (
    <StyleSheetManager stylisPlugins={dir === 'rtl' ? RTL_PLUGINS : NO_PLUGINS}>
      <ThemeProvider theme={theme}>
        {children}
        {toasts ? <ToastViewport /> : null}
      </ThemeProvider>
    </StyleSheetManager>
  );
}

import { useEffect, useMemo, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import type { Direction } from '@tajriba/i18n';
import { createTheme } from '../theme/theme';
import type { ThemeMode } from '../theme/tokens';
import { ToastViewport } from '../components/toast';
import { loadRtlSupport, useRtlPlugins } from './rtl-support';

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

const NO_PLUGINS: never[] = [];

/**
 * The theme and direction for a subtree. In RTL, the stylis plugin mirrors physical CSS
 * (margin-left → margin-right), so even third-party styled pieces flip; our own components use
 * logical properties anyway. The plugin loads on demand (./rtl-support.ts).
 */
export function DesignSystemRoot({ mode, dir, toasts = true, children }: DesignSystemRootProps) {
  const theme = useMemo(() => createTheme(mode, dir), [mode, dir]);
  const rtlPlugins = useRtlPlugins();
  useEffect(() => {
    if (dir === 'rtl' && !rtlPlugins) loadRtlSupport().catch(() => undefined);
  }, [dir, rtlPlugins]);
  return (
    <StyleSheetManager stylisPlugins={dir === 'rtl' && rtlPlugins ? rtlPlugins : NO_PLUGINS}>
      <ThemeProvider theme={theme}>
        {children}
        {toasts ? <ToastViewport /> : null}
      </ThemeProvider>
    </StyleSheetManager>
  );
}

import { useMemo, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import type { Direction } from '@tajriba/i18n';
import { createTheme } from '../theme/theme';
import type { ThemeMode } from '../theme/tokens';
import { ToastViewport } from '../components/toast';
import { useRtlPlugins } from './rtl-support';

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
 * The theme and direction for a subtree. Our components use logical properties only
 * (`src/__tests__/logical-css.test.ts` keeps it so), which mirror by themselves: an Arabic page
 * needs no style plugin, and does not download one (~3.7 kB gzip, over the route budget). A root
 * that renders third-party styled pieces with physical CSS opts in with `loadRtlSupport()`; once
 * loaded, the stylis plugin mirrors them (margin-left → margin-right) in every RTL root.
 */
export function DesignSystemRoot({ mode, dir, toasts = true, children }: DesignSystemRootProps) {
  const theme = useMemo(() => createTheme(mode, dir), [mode, dir]);
  const rtlPlugins = useRtlPlugins();
  return (
    <StyleSheetManager stylisPlugins={dir === 'rtl' && rtlPlugins ? rtlPlugins : NO_PLUGINS}>
      <ThemeProvider theme={theme}>
        {children}
        {toasts ? <ToastViewport /> : null}
      </ThemeProvider>
    </StyleSheetManager>
  );
}

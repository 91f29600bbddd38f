/**
 * The design system's shared core: the one instance of what must be single on a page (the toast
 * queue, the right-to-left plugin, the theme and tokens) and the small pieces the shell and
 * every remote render on their first paint (buttons, error panel, spinner, roots, the boundary of
 * lazy pieces).
 *
 * Icons are not here, but for AlertIcon, which ErrorPanel draws: they hold no state, so each
 * bundle carries the few it draws, one module per icon, from the root entry (a shared module
 * keeps every export). The toast view is in the core but loads with the first toast
 * (components/toast.tsx).
 *
 * Module Federation shares this entry as the singleton `@tajriba/design-system/core`. The rest
 * of the design system (the root entry) is deliberately not shared: it is tree-shaken into each
 * bundle, so a page downloads only the components its areas use (a shared module is never
 * tree-shaken). Everything outside the core imports core modules through this specifier — never
 * by relative path — or each bundle would carry a second, unshared copy of the toast queue.
 */
export { colors, spacing, radii, shadows, typography, zIndex, breakpoints, media, motion } from './theme/tokens';
export type { ThemeMode, StatusTone, ToneColors, ColorTokens, SpacingKey } from './theme/tokens';
export { createTheme, lightTheme, darkTheme } from './theme/theme';
export type { Theme } from './theme/theme';
export { DesignSystemRoot } from './root/design-system-root';
export { loadRtlSupport } from './root/rtl-support';
export type { DesignSystemRootProps } from './root/design-system-root';
export { GlobalStyle } from './root/global-style';
export { designSystemCatalogues } from './i18n/messages';
export { useResolveMessage } from './i18n/use-resolve-message';
// The icon factory (every icon module outside the core uses this one copy), and the one icon a
// core component draws on a first render (ErrorPanel). The other icons are not in the core
// (see above); they are imported from the root entry.
export { makeIcon } from './icons/make-icon';
export type { IconProps } from './icons/make-icon';
export { AlertIcon } from './icons/alert';
export { useMediaQuery } from './hooks/use-media-query';
export { useClickOutside } from './hooks/use-click-outside';
export { VisuallyHidden } from './components/visually-hidden';
export { focusRing } from './components/focus-ring';
export { Spinner } from './components/spinner';
export type { SpinnerProps } from './components/spinner';
export { Button, IconButton, buttonStyles } from './components/button';
export type { ButtonProps, IconButtonProps, ButtonVariant, ButtonSize } from './components/button';
export { ToastViewport, useToast, useToasts, showToast, dismissToast, clearToasts, DEFAULT_TOAST_DURATION } from './components/toast';
export type { ToastKind, ToastOptions, ToastItem } from './components/toast';
export { ErrorPanel } from './components/error-panel';
export type { ErrorPanelProps } from './components/error-panel';
export { LazyBoundary, lazyWithRetry, retryLazyImports } from './components/lazy-boundary';
// Back in the core (platform surface 1.1.0 of @tajriba/design-system/core): remotes built against
// the core's older list imported it from here.
export { LinkButton } from './components/link-button';
export type { LazyBoundaryProps, LazyWithRetry } from './components/lazy-boundary';
// Used by the components outside the core (not part of the root entry's public surface).
export { useDsIntl } from './i18n/use-ds-intl';
export { focusableWithin } from './hooks/focus';
export { provideRtlPlugin, useRtlPlugins } from './root/rtl-support';
// The page's one stack of open dialogs (each bundle has its own Modal, the stack must be single).
export { openModalLayer, isTopModalLayer } from './components/modal-layers';

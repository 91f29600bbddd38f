/**
 * Design tokens. Brand: deep teal (trust, the Gulf sea), warm sand surfaces and a terracotta
 * accent (Najdi mud-brick architecture). Every text/background pair used by the components is
 * AA (4.5:1) in both modes; the contrast test in __tests__/theme.test.ts keeps it that way.
 */
export type ThemeMode = 'light' | 'dark';
export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'normal';

export interface ToneColors {
  bg: string;
  fg: string;
  border: string;
}

export interface ColorTokens {
  bg: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  text: string;
  textMuted: string;
  textInverse: string;
  border: string;
  borderStrong: string;
  primary: string;
  primaryHover: string;
  primaryActive: string;
  onPrimary: string;
  primarySoft: string;
  onPrimarySoft: string;
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  accent: string;
  onAccent: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  success: string;
  warning: string;
  info: string;
  focusRing: string;
  overlay: string;
  skeletonBase: string;
  skeletonHighlight: string;
  selection: string;
  status: Record<StatusTone, ToneColors>;
}

const light: ColorTokens = {
  bg: '#FBF8F3',
  surface: '#FFFFFF',
  surfaceRaised: '#FFFFFF',
  surfaceSunken: '#F3EDE3',
  text: '#1F1A14',
  textMuted: '#5C5347',
  textInverse: '#FFFFFF',
  border: '#E2D8C8',
  borderStrong: '#857866',
  primary: '#0F5257',
  primaryHover: '#0B4246',
  primaryActive: '#083336',
  onPrimary: '#FFFFFF',
  primarySoft: '#E1EFEE',
  onPrimarySoft: '#0B4246',
  secondary: '#EFE6D6',
  secondaryHover: '#E5D8C1',
  onSecondary: '#1F1A14',
  accent: '#A8492A',
  onAccent: '#FFFFFF',
  danger: '#B42318',
  dangerHover: '#912018',
  onDanger: '#FFFFFF',
  success: '#1D6F47',
  warning: '#8A5300',
  info: '#1D5FA8',
  focusRing: '#1E7D85',
  overlay: 'rgba(20, 16, 12, 0.55)',
  skeletonBase: '#ECE5D9',
  skeletonHighlight: '#F7F2EA',
  selection: '#CDE6E4',
  status: {
    success: { bg: '#E3F4EA', fg: '#145234', border: '#A6D8BB' },
    info: { bg: '#E4EEFA', fg: '#174C86', border: '#A9C6EC' },
    warning: { bg: '#FDF1DC', fg: '#7A4900', border: '#EDC98C' },
    danger: { bg: '#FCE8E6', fg: '#912018', border: '#F1B0A9' },
    normal: { bg: '#F1ECE4', fg: '#4A4237', border: '#D8CDBC' },
  },
};

const dark: ColorTokens = {
  bg: '#0E1416',
  surface: '#162024',
  surfaceRaised: '#1D292E',
  surfaceSunken: '#0A0F11',
  text: '#F2EDE4',
  textMuted: '#B7AFA3',
  textInverse: '#0E1416',
  border: '#2C3A40',
  borderStrong: '#7C8D93',
  primary: '#5DBDB3',
  primaryHover: '#78CCC3',
  primaryActive: '#94D8D0',
  onPrimary: '#062220',
  primarySoft: '#163A3A',
  onPrimarySoft: '#A8E2DB',
  secondary: '#2A3539',
  secondaryHover: '#344247',
  onSecondary: '#F2EDE4',
  accent: '#E5946B',
  onAccent: '#2A1206',
  danger: '#F47A70',
  dangerHover: '#F79A92',
  onDanger: '#2B0704',
  success: '#5FD49A',
  warning: '#F3BE5E',
  info: '#7DBDF6',
  focusRing: '#7FD6CD',
  overlay: 'rgba(0, 0, 0, 0.65)',
  skeletonBase: '#1F2B30',
  skeletonHighlight: '#2A383E',
  selection: '#1F4B4A',
  status: {
    success: { bg: '#12301F', fg: '#8BE3B5', border: '#24573A' },
    info: { bg: '#122840', fg: '#A6D1FA', border: '#25486E' },
    warning: { bg: '#33250C', fg: '#F6CF86', border: '#5E4416' },
    danger: { bg: '#3A1512', fg: '#F8A9A2', border: '#6A2720' },
    normal: { bg: '#222D31', fg: '#D2CBC0', border: '#3A484E' },
  },
};

export const colors: Record<ThemeMode, ColorTokens> = { light, dark };

export const spacing = {
  0: '0',
  0.5: '2px',
  1: '4px',
  1.5: '6px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;
export type SpacingKey = keyof typeof spacing;

export const radii = { none: '0', sm: '6px', md: '10px', lg: '14px', xl: '20px', pill: '999px', round: '50%' } as const;

export const shadows: Record<ThemeMode, { sm: string; md: string; lg: string; focus: string }> = {
  light: {
    sm: '0 1px 2px rgba(31, 26, 20, 0.08)',
    md: '0 4px 14px rgba(31, 26, 20, 0.10)',
    lg: '0 16px 40px rgba(31, 26, 20, 0.18)',
    focus: `0 0 0 3px ${light.focusRing}`,
  },
  dark: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 14px rgba(0, 0, 0, 0.45)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
    focus: `0 0 0 3px ${dark.focusRing}`,
  },
};

/**
 * System font stacks: no web-font download on first render. Arabic falls back to the fonts
 * Saudi devices actually have (Noto Sans Arabic on Android/Linux, Geeza Pro on Apple,
 * Segoe UI/Tahoma on Windows).
 */
export const typography = {
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Geeza Pro", Tahoma, "Helvetica Neue", Arial, sans-serif',
  fontFamilyArabic:
    '"Noto Sans Arabic", "Noto Naskh Arabic", "Segoe UI", "Geeza Pro", "Dubai", Tahoma, system-ui, -apple-system, Arial, sans-serif',
  fontFamilyMono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  sizes: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', '2xl': '28px', '3xl': '36px' },
  weights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5, relaxed: 1.7 },
} as const;

export const zIndex = {
  base: 0,
  raised: 1,
  sticky: 100,
  header: 500,
  dropdown: 1000,
  popover: 1100,
  overlay: 1200,
  modal: 1300,
  toast: 1500,
  tooltip: 1600,
} as const;

/** Spec breakpoints: 768 (tablet) and 992 (desktop) px. */
export const breakpoints = { md: 768, lg: 992 } as const;

export const media = {
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  belowLg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const motion = { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

import type { Direction } from '@tajriba/i18n';
import { breakpoints, colors, media, motion, radii, shadows, spacing, typography, zIndex, type ColorTokens, type ThemeMode } from './tokens';

export interface Theme {
  mode: ThemeMode;
  dir: Direction;
  colors: ColorTokens;
  spacing: typeof spacing;
  radii: typeof radii;
  shadows: (typeof shadows)['light'];
  typography: typeof typography;
  zIndex: typeof zIndex;
  breakpoints: typeof breakpoints;
  media: typeof media;
  motion: typeof motion;
}

declare module 'styled-components' {
  // Components read tokens from `props.theme` fully typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

export function createTheme(mode: ThemeMode, dir: Direction = 'ltr'): Theme {
  return {
    mode,
    dir,
    colors: colors[mode],
    spacing,
    radii,
    shadows: shadows[mode],
    typography,
    zIndex,
    breakpoints,
    media,
    motion,
  };
}

export const lightTheme = createTheme('light');
export const darkTheme = createTheme('dark');

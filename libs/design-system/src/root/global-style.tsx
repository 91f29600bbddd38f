import { createGlobalStyle } from 'styled-components';

/**
 * Document-level styles. Only the shell (or a remote's dev harness) renders it: remotes share
 * the page and must not re-apply a reset.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    color-scheme: ${({ theme }) => theme.mode};
  }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.sizes.md};
    line-height: ${({ theme }) => theme.typography.lineHeights.normal};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  :lang(ar), [lang='ar'] body, [dir='rtl'] {
    font-family: ${({ theme }) => theme.typography.fontFamilyArabic};
  }
  h1, h2, h3, h4, h5, h6 { margin: 0; line-height: ${({ theme }) => theme.typography.lineHeights.tight}; }
  p { margin: 0; }
  img, svg, video, canvas { display: block; max-inline-size: 100%; }
  svg { flex-shrink: 0; }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  a:hover { color: ${({ theme }) => theme.colors.primaryHover}; }
  ::selection { background: ${({ theme }) => theme.colors.selection}; }
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

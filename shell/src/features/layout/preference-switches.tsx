import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { IconButton, MoonIcon, SunIcon, GlobeIcon, VisuallyHidden } from '@tajriba/design-system';
import { usePrefs } from '@tajriba/session';
import type { Locale } from '@tajriba/i18n';
import { loadShellMessages } from '../../i18n/lazy-messages';
import { setLocale, setTheme } from '@tajriba/session/shell';

const LangButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1.5]};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  padding: ${({ theme }) => `${theme.spacing[1.5]} ${theme.spacing[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

// Each language needs its strings: fetch them while the pointer is on its way to the switch.
export const preloadLocale = (locale: Locale) => () => {
  loadShellMessages(locale).catch(() => undefined);
};

/** Shows the other language in its own script ("العربية" / "English"), as sites in the region do. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { locale } = usePrefs();
  const next = locale === 'ar' ? 'en' : 'ar';
  return (
    <LangButton
      type="button"
      onClick={() => setLocale(next)}
      onPointerEnter={preloadLocale(next)}
      onFocus={preloadLocale(next)}
      data-testid="language-switch"
    >
      <GlobeIcon size={18} />
      {/* Named by what it shows, then what it does (axe: the name contains the visible text). */}
      <span lang={next}>{intl.formatMessage({ id: 'shell.header.language' })}</span>
      <VisuallyHidden>{intl.formatMessage({ id: 'shell.header.languageLabel' })}</VisuallyHidden>
    </LangButton>
  );
}

export function ThemeSwitch() {
  const intl = useIntl();
  const { theme } = usePrefs();
  const dark = theme === 'dark';
  return (
    <IconButton
      variant="ghost"
      label={intl.formatMessage({ id: dark ? 'shell.header.themeToLight' : 'shell.header.themeToDark' })}
      aria-pressed={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      data-testid="theme-switch"
    >
      {dark ? <SunIcon size={20} /> : <MoonIcon size={20} />}
    </IconButton>
  );
}

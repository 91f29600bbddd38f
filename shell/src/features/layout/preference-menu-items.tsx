import { useIntl } from 'react-intl';
import { GlobeIcon, MoonIcon, SunIcon, VisuallyHidden } from '@tajriba/design-system';
import { usePrefs } from '@tajriba/session';
import { setLocale, setTheme } from '@tajriba/session/shell';
import { MenuButton, MenuDivider } from './menu-items';
import { useWideHeader } from './menu-parts';
import { preloadLocale } from './preference-switches';
import { SkinTonePicker } from './skin-tone-picker';

// The preferences as menu rows: in their own module so that they load with the menus' rows,
// not with the header.

/** The language switch as a menu row (small screens, where the bar has no room for it). */
export function LanguageMenuItem() {
  const intl = useIntl();
  const { locale } = usePrefs();
  const next = locale === 'ar' ? 'en' : 'ar';
  return (
    <MenuButton
      type="button"
      onClick={() => setLocale(next)}
      onPointerEnter={preloadLocale(next)}
      onFocus={preloadLocale(next)}
      data-testid="menu-language-switch"
    >
      <GlobeIcon size={18} />
      <span lang={next}>{intl.formatMessage({ id: 'shell.header.language' })}</span>
      <VisuallyHidden>{intl.formatMessage({ id: 'shell.header.languageLabel' })}</VisuallyHidden>
    </MenuButton>
  );
}

/** The light/dark switch as a menu row; the label says what pressing it does. */
export function ThemeMenuItem() {
  const intl = useIntl();
  const { theme } = usePrefs();
  const dark = theme === 'dark';
  return (
    <MenuButton type="button" aria-pressed={dark} onClick={() => setTheme(dark ? 'light' : 'dark')} data-testid="menu-theme-switch">
      {dark ? <SunIcon size={18} /> : <MoonIcon size={18} />}
      {intl.formatMessage({ id: dark ? 'shell.header.themeToLight' : 'shell.header.themeToDark' })}
    </MenuButton>
  );
}

/**
 * The preference rows both header menus end with: below 768 px language and theme (the bar has
 * no room for them), then the emoji skin tone, each block between dividers.
 */
export function PreferenceRows() {
  const wide = useWideHeader();
  return (
    <>
      {wide ? null : (
        <>
          <MenuDivider />
          <LanguageMenuItem />
          <ThemeMenuItem />
        </>
      )}
      <MenuDivider />
      <SkinTonePicker />
      <MenuDivider />
    </>
  );
}

import { getPrefs, subscribePrefs } from '@tajriba/session';

/**
 * The preferences cookie the edge reads (infra/web `prefs.ts`) to serve the HTML of the next page
 * load in the visitor's language, direction and theme from the first byte. Not a secret and not
 * for the API: `<locale>.<theme>`, a year, the whole site, never sent cross-site.
 */
export const PREFS_COOKIE = 'tj_prefs';

export function prefsCookieValue(p: { locale: string; theme: string }): string {
  return `${p.locale}.${p.theme}`;
}

/** `<html lang dir data-theme>` follow the preferences (index.html sets them before first paint). */
export function applyDocumentPrefs(): () => void {
  const apply = () => {
    const p = getPrefs();
    const html = document.documentElement;
    html.lang = p.locale;
    html.dir = p.dir;
    html.dataset.theme = p.theme;
    html.style.colorScheme = p.theme;
    writePrefsCookie(prefsCookieValue(p));
  };
  apply();
  return subscribePrefs(apply);
}

function writePrefsCookie(value: string): void {
  const current = document.cookie.split('; ').find((c) => c.startsWith(`${PREFS_COOKIE}=`));
  if (current === `${PREFS_COOKIE}=${value}`) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${PREFS_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

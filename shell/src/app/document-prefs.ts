import { getPrefs, subscribePrefs } from '@tajriba/session';

/** `<html lang dir data-theme>` follow the preferences (index.html sets them before first paint). */
export function applyDocumentPrefs(): () => void {
  const apply = () => {
    const p = getPrefs();
    const html = document.documentElement;
    html.lang = p.locale;
    html.dir = p.dir;
    html.dataset.theme = p.theme;
    html.style.colorScheme = p.theme;
  };
  apply();
  return subscribePrefs(apply);
}

import type { IncomingHttpHeaders } from 'node:http';

/** What the HTML is painted in before any script runs. */
export interface PagePrefs {
  locale: 'en' | 'ar';
  theme: 'light' | 'dark';
}

/** Written by the shell (`shell/src/app/document-prefs.ts`): `<locale>.<theme>`, e.g. `ar.dark`. */
export const PREFS_COOKIE = 'tj_prefs';

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The language the browser prefers among the two the site speaks (`ar-SA,ar;q=0.9,en;q=0.8` →
 * ar), English when it names neither. Ties keep the header's order.
 */
export function localeFromAcceptLanguage(header: string | undefined): PagePrefs['locale'] {
  if (!header) return 'en';
  let best: { locale: PagePrefs['locale']; q: number } | null = null;
  for (const item of header.split(',')) {
    const [tag = '', ...params] = item.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'ar' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? 'en';
}

/** `lang=en|ar` in a URL's query; anything else is no language. */
export function localeFromUrl(url: string | undefined): PagePrefs['locale'] | undefined {
  const q = url?.indexOf('?') ?? -1;
  if (!url || q < 0) return undefined;
  const lang = new URLSearchParams(url.slice(q + 1)).get('lang');
  return lang === 'ar' || lang === 'en' ? lang : undefined;
}

/**
 * The page's language and theme: a `lang` in the link first, then the preferences cookie when it is there and well-formed (the
 * person chose them, or the shell recorded what it showed), else Accept-Language and the light
 * theme. The shell's inline script still applies a choice kept only in local storage.
 */
export function pagePrefs(headers: IncomingHttpHeaders, url?: string): PagePrefs {
  const cookie = cookieValue(headers.cookie, PREFS_COOKIE);
  const m = cookie ? /^(en|ar)\.(light|dark)$/.exec(cookie) : null;
  // A shared link that carries its language (`?lang=ar`) opens in it: the person it was sent to
  // sees the page the sender saw (the shell then keeps it as their choice).
  const linked = localeFromUrl(url);
  if (linked) return { locale: linked, theme: m ? (m[2] as PagePrefs['theme']) : 'light' };
  if (m) return { locale: m[1] as PagePrefs['locale'], theme: m[2] as PagePrefs['theme'] };
  const al = headers['accept-language'];
  return { locale: localeFromAcceptLanguage(Array.isArray(al) ? al.join(',') : al), theme: 'light' };
}

import { composeRoutes, findRoute, type RegistryDocument } from '@tajriba/contracts';
import { LruCache } from './compression';
import type { PagePrefs } from './prefs';
import type { ManifestLike, RegistrySource } from './registry-source';

/**
 * A remote's first screens: what its first render draws at a few static addresses, rendered by
 * its build (libs/federation `first-screen`, listed in `first-screens.json` beside its manifest,
 * which names the file under `tajribaFirstScreens`). The edge paints the one for the page's
 * address, language and theme from the HTML, in `.tjb-first-screen` after #root (the shell's
 * index.html places it under the header and hides it once the remote has rendered its page), so
 * the page's largest paint comes with the HTML instead of after ~200 kB of scripts.
 *
 * The markup comes from a remote's build, the same trust as its scripts; the edge still refuses
 * anything that could run (script, frames, handlers, `javascript:`) and anything oversized, so a
 * broken build costs the page its first screen, never its safety.
 */
export const FIRST_SCREENS_KEY = 'tajribaFirstScreens';

export interface FirstScreenEntry {
  path: string;
  locale: PagePrefs['locale'];
  theme: PagePrefs['theme'];
  html: string;
}

/** Per variant: the map page's is ~14 kB (two viewports); anything far larger is a mistake. */
const MAX_HTML = 96 * 1024;
const UNSAFE = /<\s*\/?\s*(script|iframe|frame|object|embed|link|meta|base|template|noscript)\b|\son[a-z]+\s*=|javascript:|srcdoc\s*=/i;

/** The well-formed, safe entries of a `first-screens.json` body. */
export function parseFirstScreens(body: unknown): FirstScreenEntry[] {
  const screens = body && typeof body === 'object' ? (body as { version?: unknown; screens?: unknown }) : null;
  if (!screens || screens.version !== 1 || !Array.isArray(screens.screens)) return [];
  return screens.screens.filter((s): s is FirstScreenEntry => {
    if (!s || typeof s !== 'object') return false;
    const e = s as Record<string, unknown>;
    return (
      typeof e.path === 'string' &&
      /^\/[a-z0-9/-]*$/.test(e.path) &&
      (e.locale === 'en' || e.locale === 'ar') &&
      (e.theme === 'light' || e.theme === 'dark') &&
      typeof e.html === 'string' &&
      e.html.length <= MAX_HTML &&
      !UNSAFE.test(e.html)
    );
  });
}

/**
 * Which first screens there are, per manifest (a manifest is versioned: its file never changes,
 * so what was read once is kept; a failed read is tried again on the next page).
 */
export class FirstScreens {
  private readonly files = new LruCache<FirstScreenEntry[]>(200);

  constructor(private readonly source: Pick<RegistrySource, 'fetchFile'>) {}

  /**
   * The first screen of an address, if the route's remote has one for it in this language and
   * theme. `complete` is false when its file could not be read (the page is then not kept).
   */
  async for(
    pathname: string,
    search: string,
    doc: RegistryDocument | null,
    manifestOf: (url: string) => Promise<ManifestLike | null>,
    prefs: PagePrefs,
  ): Promise<{ screen: FirstScreenEntry | null; complete: boolean }> {
    const none = { screen: null, complete: true };
    // Only the bare address: filters change what the page shows first. `?lang=` is the page's language.
    const params = new URLSearchParams(search);
    params.delete('lang');
    if ([...params.keys()].length || !doc) return none;
    const route = findRoute(composeRoutes(doc), pathname);
    const remote = route && route.remote !== 'shell' ? doc.remotes[route.remote] : undefined;
    if (!remote) return none;
    const manifest = await manifestOf(remote.manifest);
    const file = manifest?.[FIRST_SCREENS_KEY];
    if (typeof file !== 'string' || !/^[\w.-]+\.json$/.test(file)) return none;
    const url = remote.manifest.slice(0, remote.manifest.lastIndexOf('/') + 1) + file;
    let entries = this.files.get(url);
    if (!entries) {
      const res = await this.source.fetchFile(url);
      if (res.status !== 200) return { screen: null, complete: false };
      try {
        entries = parseFirstScreens(JSON.parse(res.body.toString('utf8')));
      } catch {
        entries = [];
      }
      this.files.set(url, entries);
    }
    return { screen: entries.find((e) => e.path === pathname && e.locale === prefs.locale && e.theme === prefs.theme) ?? null, complete: true };
  }
}

/**
 * The template with the first screen after #root: inert and hidden from assistive technology (the
 * live page is what anyone uses; this is its picture until then), marked with its language and
 * theme so the shell's CSS hides it if the page turns out to be in another (index.html).
 */
export function withFirstScreen(html: string, screen: FirstScreenEntry): string {
  const at = html.search(/<\/body>/i);
  if (at < 0) return html;
  const layer = `<div class="tjb-first-screen" lang="${screen.locale}" dir="${screen.locale === 'ar' ? 'rtl' : 'ltr'}" data-theme="${screen.theme}" aria-hidden="true" inert>${screen.html}</div>`;
  return html.slice(0, at) + layer + html.slice(at);
}

import { createHash } from 'node:crypto';
import { composeRoutes, findRoute, type EnvironmentName, type RegistryDocument } from '@tajriba/contracts';
import { leadPreloadTag, withLeadPhoto, type LeadPhoto } from './first-paint';
import { withFirstScreen, type FirstScreenEntry } from './first-screens';
import type { PagePrefs } from './prefs';
import type { ManifestLike, RegistrySource } from './registry-source';

const escapeJson = (json: string) => json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Exposed module './app' of a manifest: the chunks it needs before it can run. */
export function exposedChunks(manifest: ManifestLike | null, expose = './app'): string[] {
  const e = manifest?.exposes?.find((x) => x.path === expose || x.name === expose.replace(/^\.\//, ''));
  return e?.assets?.js?.sync ?? [];
}

/**
 * The share keys the remote's `./app` consumes before its first render. Builds since
 * FirstRenderSharedPlugin say so; for an older manifest, every key it consumes (some then download
 * early, none late). The manifest comes from a remote's build: read it defensively.
 */
export function firstRenderShared(manifest: ManifestLike | null, expose = './app'): string[] {
  const declared = (manifest?.tajribaFirstRenderShared as Record<string, unknown> | undefined)?.[expose];
  if (Array.isArray(declared)) return declared.filter((k): k is string => typeof k === 'string');
  const consumed = Array.isArray(manifest?.shared) ? manifest.shared : [];
  return consumed.map((s) => (s as { name?: unknown } | null)?.name).filter((k): k is string => typeof k === 'string');
}

/**
 * The remote's catalogue chunk for the page's language (`tajribaCatalogues`, written since
 * libs/federation's FirstRenderSharedPlugin records it), relative to the manifest. A manifest from
 * an older build has none: no catalogue preload, the remote asks for it itself as before.
 */
export function remoteCatalogues(manifest: ManifestLike | null, locale: PagePrefs['locale']): string[] {
  const byLocale = manifest?.tajribaCatalogues;
  const files: unknown = byLocale && typeof byLocale === 'object' && Object.hasOwn(byLocale, locale) ? byLocale[locale] : undefined;
  return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string') : [];
}

/** What the shell's build says about its preloads (`preload.json`, see libs/federation). */
export interface ShellPreloads {
  /** files every page needs right after main.js */
  preload: string[];
  /** share key → files of the module the shell provides under it (site-relative, with `/`) */
  shared: Record<string, string[]>;
  /** language → the shell's catalogue chunk for it (site-relative); none from an older build */
  catalogues?: Record<string, string[]>;
}

/** What the HTML preloads: scripts, and the page's language of the message catalogues. */
export interface PagePreloads {
  scripts: string[];
  catalogues: string[];
}

/**
 * What the browser should fetch in parallel with the shell's entry: the shell's own bootstrap
 * chunks, and for the URL's remote its remoteEntry.js, the chunks of its `./app` and the shell's
 * copies of the shared modules it consumes; and the page's language of the shell's and the
 * remote's message catalogues, which every first render waits for but which their bundles would
 * only ask for once the scripts above have run (one more level each). With those in flight from the
 * HTML, the waterfall is HTML → (everything else) → the remote renders, and a page downloads no
 * library and no language it does not use.
 */
export async function preloadsFor(
  pathname: string,
  doc: RegistryDocument | null,
  source: Pick<RegistrySource, 'manifest'>,
  shell: ShellPreloads,
  locale: PagePrefs['locale'],
): Promise<PagePreloads> {
  const out = [...shell.preload];
  const catalogues = shell.catalogues && Object.hasOwn(shell.catalogues, locale) ? [...shell.catalogues[locale]!] : [];
  const route = findRoute(composeRoutes(doc), pathname);
  const remote = route && route.remote !== 'shell' && doc ? doc.remotes[route.remote] : undefined;
  if (remote) {
    out.push(remote.entry);
    const manifest = await source.manifest(remote.manifest);
    for (const name of firstRenderShared(manifest)) if (Object.hasOwn(shell.shared, name)) out.push(...shell.shared[name]!);
    // The remote's files are relative to its remoteEntry.js (a versioned folder, maybe on a CDN).
    const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
    const remoteUrl = (file: string) => (/^https?:\/\//.test(file) ? file : base + file.replace(/^\.?\//, ''));
    for (const file of exposedChunks(manifest)) out.push(remoteUrl(file));
    for (const file of remoteCatalogues(manifest, locale)) catalogues.push(remoteUrl(file));
  }
  return { scripts: [...new Set(out)], catalogues: [...new Set(catalogues)] };
}

export interface RenderedIndex {
  html: string;
  /** sha256 sources for every inline executable script, for the CSP */
  scriptHashes: string[];
}

/**
 * `<html lang dir data-theme>` of the template set to the page's preferences, so the header and
 * skeleton the template draws paint mirrored and themed from the first byte.
 */
export function withPagePrefs(template: string, prefs: PagePrefs): string {
  const attrs = `lang="${prefs.locale}" dir="${prefs.locale === 'ar' ? 'rtl' : 'ltr'}" data-theme="${prefs.theme}"`;
  return template.replace(/<html\b[^>]*>/i, (tag) => {
    const rest = tag
      .slice(5, -1)
      .replace(/\s(lang|dir|data-theme)(\s*=\s*("[^"]*"|'[^']*'|[^\s>]*))?/gi, '')
      .trim();
    return `<html ${attrs}${rest ? ` ${rest}` : ''}>`;
  });
}

/**
 * index.html with the page's language/direction/theme, the environment marker, the registry
 * document inlined and the preloads.
 */
/**
 * Both languages of a page for search engines: the same URL with `?lang=en` and `?lang=ar` (a link
 * that carries its language opens in it, see prefs.ts), and the bare URL as x-default (it follows
 * the visitor's cookie or browser). `pageUrl` is absolute; any `lang` it carries is replaced.
 */
export function languageAlternates(pageUrl: string): string {
  const bare = new URL(pageUrl);
  bare.searchParams.delete('lang');
  const withLang = (lang: 'en' | 'ar') => {
    const u = new URL(bare);
    u.searchParams.set('lang', lang);
    return u.toString();
  };
  return [
    `<link rel="alternate" hreflang="en" href="${escapeAttr(withLang('en'))}">`,
    `<link rel="alternate" hreflang="ar" href="${escapeAttr(withLang('ar'))}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeAttr(bare.toString())}">`,
  ].join('');
}

export function renderIndex(
  template: string,
  opts: { env: EnvironmentName; doc: RegistryDocument | null; preloads: PagePreloads; prefs?: PagePrefs; pageUrl?: string; lead?: LeadPhoto | null; firstScreen?: FirstScreenEntry | null },
): RenderedIndex {
  if (opts.prefs) template = withPagePrefs(template, opts.prefs);
  if (opts.lead) template = withLeadPhoto(template, opts.lead);
  else if (opts.firstScreen) template = withFirstScreen(template, opts.firstScreen);
  const head = [
    `<meta name="tajriba-env" content="${escapeAttr(opts.env)}">`,
    opts.pageUrl ? languageAlternates(opts.pageUrl) : '',
    // Before the scripts: the photo is the page's largest paint and the scripts do not need it.
    opts.lead ? leadPreloadTag(opts.lead) : '',
    ...opts.preloads.scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttr(href)}">`),
    // Low priority: they start with the HTML all the same, but first-render.js, needed first, keeps
    // the bandwidth; and Lighthouse's simulation counts a high-priority script that starts before
    // the first paint as render-blocking (tried: first paint 0.3 s later with them at High).
    ...opts.preloads.catalogues.map((href) => `<link rel="preload" as="script" href="${escapeAttr(href)}" fetchpriority="low">`),
    // Data, not code: type=application/json is never executed, so it needs no CSP allowance.
    opts.doc ? `<script type="application/json" id="registry">${escapeJson(JSON.stringify(opts.doc))}</script>` : '',
  ].join('');
  const at = template.search(/<meta charset=[^>]*>/i);
  const html =
    at >= 0
      ? template.replace(/(<meta charset=[^>]*>)/i, `$1${head}`)
      : template.replace(/<head>/i, `<head>${head}`);
  return { html, scriptHashes: inlineScriptHashes(html) };
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\bsrc\s*=/.test(attrs) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attrs)) continue;
    if (!m[2].trim()) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

import { LruCache } from './compression';

/**
 * The lead photo of a public discovery page: the photo that is its Largest Contentful Paint on a
 * phone (the first result's photo on `/` and `/search`, the gallery's first photo on an experience
 * page). Without help it waits for ~200 kB of JavaScript, the session, the page's data and only
 * then its own request; the edge knows the URL, so it names the photo in the HTML: a
 * `<link rel=preload as=image fetchpriority=high>` and, on a phone, the photo itself over the page
 * skeleton at the place and size the remote will draw it (the shell's index.html styles the
 * `data-lead` shapes). The photo paints from the HTML and the remote's own copy takes its place.
 *
 * What the edge asks the API is what any visitor sees: the catalogue's public data, fetched with
 * no cookie and no token, so a page kept in the page cache never carries anyone's own data.
 */
export type LeadShape = 'rail' | 'list' | 'detail';

export interface LeadPhoto {
  shape: LeadShape;
  /** a same-origin `/files/…` path */
  src: string;
}

interface LeadSource {
  shape: LeadShape;
  /** the anonymous API request whose answer names the photo */
  apiPath: string;
  pick(body: unknown): unknown;
}

const first = (xs: unknown): unknown => (Array.isArray(xs) ? xs[0] : undefined);
const field = (o: unknown, k: string): unknown => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined);

/**
 * Which request names the lead photo of a URL, if the edge knows one. Only the URLs whose first
 * screen is fixed: `/` and `/search` without filters (a filtered page's first result depends on
 * the filters; the remote draws it as before), and an experience page. `?lang=` changes nothing
 * that is shown first.
 */
export function leadSourceFor(pathname: string, search: string): LeadSource | null {
  const params = new URLSearchParams(search);
  params.delete('lang');
  if ([...params.keys()].length) return null;
  // The home page opens on "Popular right now" (mf-discovery's home-page.tsx), 8 per rail.
  if (pathname === '/') return { shape: 'rail', apiPath: '/api/Home/Page?Section=popular&PageNumber=1&PageSize=8', pick: (b) => first(field(first(field(b, 'data')), 'imagesPaths')) };
  // Search without filters: the remote asks `toApiQuery(emptyFilters)` with its page size, 20.
  if (pathname === '/search') return { shape: 'list', apiPath: '/api/Home/ExperiencesList?Size=20', pick: (b) => first(field(first(field(b, 'data')), 'imagesPaths')) };
  const detail = /^\/experiences\/details\/([1-9]\d{0,9})$/.exec(pathname);
  if (detail) return { shape: 'detail', apiPath: `/api/Home/Experience/${detail[1]}`, pick: (b) => field(first(field(field(b, 'data'), 'imagesMeta')), 'relativePath') };
  return null;
}

/** Only the API's own stored files: anything else (an absolute URL, markup) is not named. */
const SAFE_SRC = /^\/files\/[A-Za-z0-9._-]{1,200}$/;

export interface LeadLookupOptions {
  apiUrl: string;
  /** how long a looked-up photo is reused (a new first result shows within this) */
  ttlMs?: number;
  /** how long a page waits for the API the first time; after that the last answer is used at once */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

interface Entry {
  at: number;
  value: string | null;
  pending?: Promise<string | null>;
}

export class LeadLookup {
  private readonly entries = new LruCache<Entry>(1000);
  private readonly ttl: number;
  private readonly timeout: number;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly o: LeadLookupOptions) {
    this.ttl = o.ttlMs ?? 30_000;
    this.timeout = o.timeoutMs ?? 300;
    this.fetchImpl = o.fetchImpl ?? fetch;
    this.now = o.now ?? Date.now;
  }

  /**
   * The lead photo of a URL, or null (not a page with one, the API did not answer in time, no
   * photo). A known answer is returned at once and refreshed in the background once stale, so the
   * HTML never waits for the API after the first request of a URL.
   */
  async photoFor(pathname: string, search: string): Promise<LeadPhoto | null> {
    const source = leadSourceFor(pathname, search);
    if (!source) return null;
    const hit = this.entries.get(source.apiPath);
    let src: string | null;
    if (hit) {
      if (this.now() - hit.at > this.ttl && !hit.pending) hit.pending = this.refresh(source, hit);
      src = hit.value;
    } else {
      const entry: Entry = { at: 0, value: null };
      this.entries.set(source.apiPath, entry);
      entry.pending = this.refresh(source, entry);
      src = await Promise.race([entry.pending, new Promise<null>((r) => setTimeout(() => r(null), this.timeout).unref())]);
    }
    return src ? { shape: source.shape, src } : null;
  }

  private async refresh(source: LeadSource, entry: Entry): Promise<string | null> {
    try {
      // No cookie, no Authorization: the public catalogue as anyone sees it.
      const res = await this.fetchImpl(this.o.apiUrl.replace(/\/$/, '') + source.apiPath, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
      const picked = res.ok ? source.pick(await res.json()) : null;
      entry.value = typeof picked === 'string' && SAFE_SRC.test(picked) ? picked : null;
    } catch {
      // The API is down or slow: the page is served without a lead photo (the remote draws it).
      entry.value = null;
    }
    entry.at = this.now();
    entry.pending = undefined;
    return entry.value;
  }
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `<head>` hint: the photo is fetched with the HTML, before any script asks for it. */
export const leadPreloadTag = (lead: LeadPhoto): string => `<link rel="preload" as="image" href="${escapeAttr(lead.src)}" fetchpriority="high">`;

/**
 * The template with the lead photo painted on a phone: after #root, `.tjb-lead-layer` (the
 * template's CSS shows it below 768 px only and places each `data-lead` shape where the remote
 * draws that photo) holding a skeleton block and the photo. It lives outside #root, so React never
 * replaces it; the same CSS hides it once the remote shows its own photo, or anything that is not
 * a loading skeleton, or when the page has no skeleton (another page, after a navigation).
 */
export function withLeadPhoto(html: string, lead: LeadPhoto): string {
  const at = html.search(/<\/body>/i);
  if (at < 0) return html;
  const layer = `<div class="tjb-lead-layer" data-lead="${lead.shape}" aria-hidden="true"><span class="tjb-sk tjb-lead-top"></span><img class="tjb-sk tjb-lead" src="${escapeAttr(lead.src)}" alt="" fetchpriority="high"></div>`;
  return html.slice(0, at) + layer + html.slice(at);
}

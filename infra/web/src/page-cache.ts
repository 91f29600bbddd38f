import { createHash } from 'node:crypto';
import type { RegistryDocument } from '@tajriba/contracts';
import { LruCache, type EncodedBody } from './compression';
import type { LeadPhoto } from './first-paint';
import type { PagePrefs } from './prefs';

/**
 * The rendered HTML document, kept so that `/` under load is a lookup instead of a render and a
 * brotli pass per request (86 requests/s at 200 connections before, infra/web/README.md).
 *
 * A page's bytes depend only on what the key names: the shell build (index.html and
 * preload.json), the registry document, the language and theme, and the page's absolute URL
 * (status, preloads and hreflang alternates come from it), and the page's lead photo (the public
 * catalogue's, looked up without the visitor's cookies). Nothing about the person asking
 * is in the key or in the page: the edge reads no cookie but `tj_prefs`, never the session, and
 * the request id travels in a header added per response. A signed-in person's page is therefore
 * the same bytes as anyone's, and keeping it cannot hand one person's data to another.
 */
export interface CachedPage {
  status: number;
  body: EncodedBody;
  /** headers of the page itself (never per-request ones such as x-request-id) */
  headers: Record<string, string>;
}

export interface PageKeyParts {
  /** ETags of the shell's index.html and preload.json (a rebuilt shell is a new key) */
  shell: string;
  doc: RegistryDocument | null;
  prefs: PagePrefs;
  /** the page's absolute URL, or its path when no origin is known */
  url: string;
  /** the page's lead photo (public catalogue data, first-paint.ts): a new first result is a new page */
  lead?: LeadPhoto | null;
}

/** A document object → a digest of its content, computed once per object the source hands out. */
const fingerprints = new WeakMap<RegistryDocument, string>();
export function documentFingerprint(doc: RegistryDocument | null): string {
  if (!doc) return 'none';
  let f = fingerprints.get(doc);
  if (!f) {
    // The content, not `revision` alone: a document rewritten without a new revision (a hand-edited
    // registry file, a rollback to the same revision) must still show on the next request.
    f = createHash('sha256').update(JSON.stringify(doc)).digest('base64url');
    fingerprints.set(doc, f);
  }
  return f;
}

export class PageCache {
  private readonly pages: LruCache<CachedPage>;
  private docSeen = '';

  constructor(max = 300) {
    this.pages = new LruCache(max);
  }

  key(parts: PageKeyParts): string {
    const doc = documentFingerprint(parts.doc);
    // A new registry document makes every page of the old one unreachable: drop them now rather
    // than wait for the LRU to push them out.
    if (doc !== this.docSeen) {
      this.pages.clear();
      this.docSeen = doc;
    }
    return [parts.shell, doc, parts.prefs.locale, parts.prefs.theme, parts.url, parts.lead ? `${parts.lead.shape} ${parts.lead.src}` : ''].join('\n');
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.pages.set(key, page);
  }
}

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage } from 'node:http';

export type Encoding = 'br' | 'gzip' | 'identity';

const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
export const isCompressible = (contentType: string | undefined): boolean => !!contentType && compressible.test(contentType);

/** Pick the best encoding the client accepts (q=0 means refused). */
export function negotiate(req: Pick<IncomingMessage, 'headers'>): Encoding {
  const header = String(req.headers['accept-encoding'] ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.toLowerCase(), q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

export interface EncodedBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Compress once and keep both encodings: every file we compress is immutable (hashed or
 * versioned) or small (index.html), so paying brotli's maximum quality once is the right trade.
 */
export function encodeAll(body: Buffer, contentType: string | undefined): EncodedBody {
  if (!isCompressible(contentType) || body.length < 512) return { identity: body };
  return {
    identity: body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

export function pick(body: EncodedBody, enc: Encoding): { data: Buffer; encoding: Encoding } {
  if (enc === 'br' && body.br) return { data: body.br, encoding: 'br' };
  if ((enc === 'br' || enc === 'gzip') && body.gzip) return { data: body.gzip, encoding: 'gzip' };
  return { data: body.identity, encoding: 'identity' };
}

/** A small LRU so a long-running edge does not keep every version ever requested. */
export class LruCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }
  clear(): void {
    this.map.clear();
  }
}

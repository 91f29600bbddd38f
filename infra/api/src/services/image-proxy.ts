import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { ApiMsg } from '@tajriba/contracts';
import { AppError } from '../lib/errors';
import { sniffContentType } from '../lib/sniff';

/**
 * Addresses a server-side fetch must never reach: private, loopback, link-local, CGNAT, multicast,
 * documentation and reserved ranges, IPv6 ULA/link-local, and IPv6 forms that embed IPv4
 * (mapped, NAT64, 6to4, Teredo), which could smuggle a private IPv4 address.
 */
// Separate lists: Node matches IPv4 addresses against IPv4-mapped IPv6 rules, so one list would block every IPv4.
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['::ffff:0:0', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 32],
  ['2001:db8::', 32], ['2002::', 16], ['::ffff:0:0:0', 96], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8], ['::', 96],
] as const) blocked6.addSubnet(net, prefix, 'ipv6');

export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !blocked4.check(address, 'ipv4') : !blocked6.check(address, 'ipv6');
};

export interface ProxyOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
  /** Address policy; tests substitute one that admits their local server. */
  isAllowed?: (address: string) => boolean;
}

const refused = () => new AppError(ApiMsg.proxyRefused, 400, { url: [ApiMsg.proxyRefused] });
const fetchFailed = () => new AppError(ApiMsg.proxyFetchFailed, 502);
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);

function checkUrl(raw: string, allowed: (a: string) => boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused();
  if (url.username || url.password) throw refused();
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowed(host)) throw refused();
  return url;
}

/** One GET; the connection goes only to an address the policy admits (checked after DNS). */
function getOnce(url: URL, o: Required<Pick<ProxyOptions, 'maxBytes' | 'timeoutMs'>> & { allowed: (a: string) => boolean; deadline: number }) {
  return new Promise<{ status: number; location?: string; contentType: string; body: Buffer }>((resolve, reject) => {
    const lookup = (hostname: string, options: { all?: boolean; family?: number }, cb: (...args: unknown[]) => void) => {
      dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses: LookupAddress[]) => {
        if (err) return cb(err);
        // Refuse if any answer is private: a name must not mix public and internal addresses.
        if (!addresses.length || addresses.some((a) => !o.allowed(a.address))) return cb(refused());
        if (options.all) cb(null, addresses);
        else cb(null, addresses[0].address, addresses[0].family);
      });
    };
    const mod = url.protocol === 'https:' ? https : http;
    const req = mod.get(url, { lookup: lookup as never, timeout: o.timeoutMs, headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif', 'user-agent': 'TajribaImageProxy/1.0' } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        res.resume();
        return resolve({ status, location: res.headers.location, contentType: '', body: Buffer.alloc(0) });
      }
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > o.maxBytes) {
        res.destroy();
        return reject(new AppError(ApiMsg.payloadTooLarge, 413));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size > o.maxBytes) {
          res.destroy();
          reject(new AppError(ApiMsg.payloadTooLarge, 413));
          return;
        }
        chunks.push(c);
      });
      res.on('end', () => resolve({ status, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(fetchFailed()));
    // The whole fetch (every redirect, every byte) gets timeoutMs: the socket timeout alone is per
    // gap, so a byte every few seconds held the proxy far longer.
    const total = setTimeout(() => req.destroy(fetchFailed()), Math.max(0, o.deadline - Date.now()));
    req.on('close', () => clearTimeout(total));
    req.on('error', (err) => reject(err instanceof AppError ? err : fetchFailed()));
  });
}

/** Fetches a public http(s) image, following at most 3 redirects, each re-checked. */
export async function proxyImage(raw: string, o: ProxyOptions): Promise<{ contentType: string; body: Buffer }> {
  const allowed = o.isAllowed ?? isPublicAddress;
  const maxRedirects = o.maxRedirects ?? 3;
  let url = checkUrl(raw, allowed);
  const deadline = Date.now() + o.timeoutMs;
  for (let hop = 0; ; hop++) {
    const res = await getOnce(url, { maxBytes: o.maxBytes, timeoutMs: o.timeoutMs, allowed, deadline });
    if (res.status >= 300 && res.status < 400) {
      if (!res.location || hop >= maxRedirects) throw fetchFailed();
      url = checkUrl(new URL(res.location, url).toString(), allowed);
      continue;
    }
    if (res.status !== 200) throw fetchFailed();
    const declared = res.contentType.split(';')[0].trim().toLowerCase();
    const sniffed = sniffContentType(res.body);
    // Both must agree it is a raster image: no SVG (script), no HTML dressed as an image.
    if (!declared.startsWith('image/') || !sniffed || !IMAGE_TYPES.has(sniffed)) throw new AppError(ApiMsg.notAnImage, 415);
    return { contentType: sniffed, body: res.body };
  }
}

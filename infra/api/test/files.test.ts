import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { envelope, uploadedFileMetaSchema, Msg, ApiMsg, RoleId } from '@tajriba/contracts';
import { z } from 'zod';
import { proxyImage, isPublicAddress } from '../src/services/image-proxy';
import { bearer, createTestApp, randomIp, type TestApp } from './helpers/app';
import sharp from 'sharp';
import { GIF_HEADER, HTML_DOC, JPEG_HEADER, PDF_DOC, PNG_1x1, WEBP_HEADER, image, multipart } from './fixtures';

let t: TestApp;
let token: string;
let server: http.Server;
let base: string;
const hits: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signedInUser()).accessToken;
  // A local origin for the proxy tests: nothing leaves this machine.
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname === '/png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG_1x1);
    if (u.pathname === '/html-as-image') return res.writeHead(200, { 'content-type': 'image/png' }).end(HTML_DOC);
    if (u.pathname === '/svg') return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    if (u.pathname === '/big') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([PNG_1x1, Buffer.alloc(64 * 1024)]));
    if (u.pathname === '/redirect') return res.writeHead(302, { location: u.searchParams.get('to') ?? '/png' }).end();
    if (u.pathname === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await t?.close();
});

const upload = (body: Buffer, o: { field?: string; name?: string; type?: string; query?: string; auth?: boolean } = {}) => {
  const mp = multipart(o.field ?? 'file', o.name ?? 'upload.bin', o.type ?? 'application/octet-stream', body);
  return t.app.inject({
    method: 'POST',
    url: `/api/Files/UploadFile${o.query ?? ''}`,
    payload: mp.payload,
    headers: { ...mp.headers, ...(o.auth === false ? {} : bearer(token)) },
    remoteAddress: randomIp(),
  });
};

describe('UploadFile', () => {
  it.each([
    ['png', () => image('png'), 'image/png'],
    ['jpeg', () => image('jpeg'), 'image/jpeg'],
    ['webp', () => image('webp'), 'image/webp'],
    ['pdf', async () => PDF_DOC, 'application/pdf'],
  ])('stores a %s by its content and serves it with its type and long caching', async (_n, make, type) => {
    const original = await make();
    const res = await upload(original);
    expect(res.statusCode).toBe(200);
    const id = envelope(z.string()).parse(res.json()).data;
    const meta = await t.app.inject({ method: 'GET', url: `/api/Files/Meta/${id}` });
    const file = await t.app.inject({ method: 'GET', url: `/files/${id}` });
    expect(envelope(uploadedFileMetaSchema).parse(meta.json()).data).toEqual({ fileMetaId: id, contentType: type, relativePath: `/files/${id}`, sizeInBytes: file.rawPayload.length });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(type);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    if (type === 'application/pdf') expect(file.rawPayload.equals(original)).toBe(true);
    else expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 4, height: 3 });
    const again = await t.app.inject({ method: 'GET', url: `/files/${id}`, headers: { 'if-none-match': String(file.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('removes metadata such as EXIF from images', async () => {
    const withExif = await image('jpeg', { exif: true });
    expect(withExif.includes('secret-owner')).toBe(true);
    const id = (await upload(withExif)).json().data;
    const stored = (await t.app.inject({ method: 'GET', url: `/files/${id}` })).rawPayload;
    expect(stored.includes('secret-owner')).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('narrows by kind: images only, pdf only', async () => {
    expect((await upload(PDF_DOC, { query: '?kind=image' })).statusCode).toBe(415);
    expect((await upload(PNG_1x1, { query: '?kind=pdf' })).statusCode).toBe(415);
    expect((await upload(PDF_DOC, { query: '?kind=pdf' })).statusCode).toBe(200);
  });

  it('refuses other content whatever its name and declared type', async () => {
    for (const [body, name, type] of [
      [HTML_DOC, 'x.png', 'image/png'],
      [GIF_HEADER, 'x.gif', 'image/gif'],
      [Buffer.from('just text'), 'x.pdf', 'application/pdf'],
      [JPEG_HEADER, 'x.jpg', 'image/jpeg'],
      [WEBP_HEADER, 'x.webp', 'image/webp'],
    ] as const) {
      const res = await upload(body, { name, type });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ succeeded: false, errors: ['This file type is not allowed.'], fieldsErrors: { file: [Msg.fileTypeNotAllowed] } });
    }
  });

  it('refuses files over 2 MB with a localised message', async () => {
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Files/UploadFile',
      ...(() => {
        const mp = multipart('file', 'big.png', 'image/png', big);
        return { payload: mp.payload, headers: { ...mp.headers, ...bearer(token), 'accept-language': 'ar' } };
      })(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual(['حجم الملف أكبر من 2 ميغابايت.']);
  });

  it('needs the field `file`, a multipart body and a signed-in user', async () => {
    expect((await upload(PNG_1x1, { field: 'image' })).json().fieldsErrors).toEqual({ file: [Msg.required] });
    const json = await t.app.inject({ method: 'POST', url: '/api/Files/UploadFile', payload: { file: 'x' }, headers: bearer(token) });
    expect(json.statusCode).toBe(400);
    expect((await upload(PNG_1x1, { auth: false })).statusCode).toBe(401);
  });

  it('answers 404 for unknown files', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/files/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/files/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});

describe('private files', () => {
  it('serves identity documents only to their owner and the review staff (not an account manager), never from shared caches', async () => {
    const res = await upload(PDF_DOC, { query: '?kind=pdf&private=true' });
    const id = res.json().data;
    const anon = await t.app.inject({ method: 'GET', url: `/files/${id}` });
    expect(anon.statusCode).toBe(404);
    const stranger = await t.signedInUser();
    expect((await t.app.inject({ method: 'GET', url: `/files/${id}`, headers: bearer(stranger.accessToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/Files/Meta/${id}`, headers: bearer(stranger.accessToken) })).statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: `/files/${id}`, headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    // A PDF opened from the site's origin could run its scripts there: it is a download, sandboxed.
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(own.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // Review staff read them; an account manager (staff, but not a reviewer) does not.
    for (const role of [RoleId.Admin, RoleId.Moderator, RoleId.SuperAdmin]) {
      const reviewer = await t.signedInUser({ roles: [role], currentRole: role });
      expect((await t.app.inject({ method: 'GET', url: `/files/${id}`, headers: bearer(reviewer.accessToken) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/api/Files/Meta/${id}`, headers: bearer(reviewer.accessToken) })).statusCode).toBe(200);
    }
    const manager = await t.signedInUser({ roles: [RoleId.AccountManager], currentRole: RoleId.AccountManager });
    expect((await t.app.inject({ method: 'GET', url: `/files/${id}`, headers: bearer(manager.accessToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/Files/Meta/${id}`, headers: bearer(manager.accessToken) })).statusCode).toBe(404);
  });
});

describe('UploadBase64', () => {
  it('accepts a data URL and bare base64', async () => {
    for (const file of [`data:image/png;base64,${PNG_1x1.toString('base64')}`, (await image('jpeg')).toString('base64')]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/Files/UploadBase64', payload: { file }, headers: bearer(token), remoteAddress: randomIp() });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('refuses non-images, oversize and empty payloads', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/Files/UploadBase64', payload, headers: bearer(token), remoteAddress: randomIp() });
    expect((await post({ file: HTML_DOC.toString('base64') })).statusCode).toBe(415);
    expect((await post({ file: Buffer.concat([PNG_1x1, Buffer.alloc(2 * 1024 * 1024)]).toString('base64') })).statusCode).toBe(413);
    expect((await post({ file: '' })).json().fieldsErrors).toEqual({ file: [Msg.fileMissing] });
    expect((await post({ file: PNG_1x1.toString('base64'), kind: 'pdf' })).statusCode).toBe(415);
  });
});

describe('image proxy', () => {
  const proxy = (url: string) => t.app.inject({ method: 'GET', url: `/api/proxy-image?url=${encodeURIComponent(url)}`, remoteAddress: randomIp() });

  it('refuses private, loopback, link-local, CGNAT, multicast and IPv6 internal addresses', async () => {
    const port = new URL(base).port;
    const before = hits.length;
    for (const url of [
      `${base}/png`,
      `http://localhost:${port}/png`,
      `http://[::1]:${port}/png`,
      'http://10.0.0.1/a.png',
      'http://172.16.5.4/a.png',
      'http://192.168.1.1/a.png',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/a.png',
      'http://224.0.0.1/a.png',
      'http://0.0.0.0/a.png',
      'http://[fd00::1]/a.png',
      'http://[fe80::1]/a.png',
      'http://[::ffff:127.0.0.1]/a.png',
      'http://[::ffff:a00:1]/a.png',
      'http://2130706433/a.png',
      'ftp://example.com/a.png',
      'file:///etc/passwd',
      'http://user:pass@example.com/a.png',
      'not a url',
    ]) {
      const res = await proxy(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json().errors).toEqual(['This image address is not allowed.']);
    }
    // The local server never saw a request: refusals happen before connecting.
    expect(hits.length).toBe(before);
  });

  it('classifies addresses', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) expect(isPublicAddress(a)).toBe(true);
    for (const a of ['127.0.0.1', '10.1.2.3', '100.100.1.1', '169.254.1.1', '::1', 'fc00::1', 'fe80::abcd', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:a00:1::', 'ff02::1', 'localhost']) {
      expect({ a, ok: isPublicAddress(a) }).toEqual({ a, ok: false });
    }
  });

  // The service with a policy that admits 127.0.0.1 only, to exercise fetching and redirects locally.
  const onlyLoopbackV4 = { maxBytes: 32 * 1024, timeoutMs: 2000, isAllowed: (a: string) => a === '127.0.0.1' };

  it('fetches an image and re-checks every redirect', async () => {
    const img = await proxyImage(`${base}/redirect?to=/png`, onlyLoopbackV4);
    expect(img.contentType).toBe('image/png');
    expect(img.body.equals(PNG_1x1)).toBe(true);
    await expect(proxyImage(`${base}/redirect?to=${encodeURIComponent('http://169.254.169.254/x')}`, onlyLoopbackV4)).rejects.toMatchObject({ code: ApiMsg.proxyRefused });
    await expect(proxyImage(`${base}/redirect?to=${encodeURIComponent(`http://[::1]:${new URL(base).port}/png`)}`, onlyLoopbackV4)).rejects.toMatchObject({ code: ApiMsg.proxyRefused });
    await expect(proxyImage(`${base}/loop`, onlyLoopbackV4)).rejects.toMatchObject({ code: ApiMsg.proxyFetchFailed });
  });

  it('refuses non-images, SVG, disguised HTML and oversize bodies', async () => {
    await expect(proxyImage(`${base}/html-as-image`, onlyLoopbackV4)).rejects.toMatchObject({ code: ApiMsg.notAnImage });
    await expect(proxyImage(`${base}/svg`, onlyLoopbackV4)).rejects.toMatchObject({ code: ApiMsg.notAnImage });
    await expect(proxyImage(`${base}/big`, onlyLoopbackV4)).rejects.toMatchObject({ code: ApiMsg.payloadTooLarge });
    await expect(proxyImage(`${base}/missing`, onlyLoopbackV4)).rejects.toMatchObject({ code: ApiMsg.proxyFetchFailed });
  });
});

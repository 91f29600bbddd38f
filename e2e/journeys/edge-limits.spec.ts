import http from 'node:http';
import { expect, test } from '@playwright/test';
import { MAX_UPLOAD_BYTES } from '@tajriba/contracts';
import { apiToken, createAccount } from '../support/account';
import { baseURL } from '../playwright.config';

/**
 * Bodies that are too large, through the whole site (edge → API), as a client sends them (issue 11
 * §3, §6). Under the edge's limit (4 MiB + 64 KiB) the API answers itself: a 3 MB upload against
 * its 2 MB cap is refused with 413 and the file's field error, the edge passes that early answer
 * on (never 502), and the site's next request does not wait behind the unread body. Over the
 * edge's limit the edge answers 413 before the API sees the request.
 */

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A multipart upload of `size` bytes written as a browser does (Content-Length, whole body). */
function upload(token: string, size: number): Promise<RawAnswer> {
  const boundary = `----tj${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
  return new Promise((resolve, reject) => {
    const req = http.request(new URL('/api/Files/UploadFile?kind=pdf', baseURL), {
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    // The server may answer before it has read the body: that is the point. A reset after that
    // is the server closing; a reset with no answer at all is a failure, said at once, not a hang.
    req.on('error', (e) => {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'EPIPE' && code !== 'ECONNRESET') return reject(e);
      setTimeout(() => reject(new Error(`${code} and no answer`)), 10_000).unref();
    });
    req.end(body);
  });
}

test('an upload over the API’s cap is refused with 413 and the field error, through the edge, and the site does not stall', async ({ request }) => {
  const token = await apiToken(request, await createAccount(request, 'edge-limits'));
  for (let i = 0; i < 3; i++) {
    const res = await upload(token, 3 * 1024 * 1024);
    expect(3 * 1024 * 1024).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(res.status, res.body).toBe(413);
    const envelope = JSON.parse(res.body) as { succeeded: boolean; fieldsErrors: Record<string, string[]> };
    expect(envelope.succeeded).toBe(false);
    expect(envelope.fieldsErrors.file).toEqual(['error.fileTooLarge']);
    // The next request on the site answers at once, not after a stalled socket's timeout.
    const started = Date.now();
    expect((await request.get('/api/Home/ExperiencesList?Size=1')).status()).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
  }
});

test('a body over the edge’s limit is answered 413 by the edge itself, with Connection: close', async ({ request }) => {
  const token = await apiToken(request, await createAccount(request, 'edge-limits-big'));
  const res = await upload(token, 5 * 1024 * 1024);
  expect(res.status).toBe(413);
  expect(res.headers.connection).toBe('close');
  // The edge's own answer carries the envelope's shape too: a client parses it like any error.
  expect(JSON.parse(res.body)).toMatchObject({ succeeded: false });
  expect((await request.get('/api/Home/ExperiencesList?Size=1')).status()).toBe(200);
});

import { bearer, createTestApp, type TestApp, type Session, type TestUser } from './helpers/app';

/**
 * Fuzz suite: reads the OpenAPI document and sends every operation a fixed, seeded set of hostile
 * inputs (wrong types, missing fields, 1 MB strings, NUL, lone surrogates, RTL marks, huge numbers,
 * malformed JSON and multipart, wrong content types, repeated keys, non-id path params,
 * percent-encoded paths), as a visitor and signed in. No answer may be ≥ 500, and every 400 must
 * name a field (or, for a refusal about the request as a whole, carry a specific error id).
 * New endpoints are covered without anyone writing a case.
 */
let t: TestApp;
let me: TestUser & Session;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: false });
  me = await t.signedInUser();
}, 180_000);
afterAll(() => t?.close());

/** Deterministic PRNG (mulberry32) so every run sends the same inputs. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  -9007199254740992,
  '9'.repeat(400),
  '',
  ' ',
  'a\u0000b',
  'x\uD800y',
  '\uDFFF',
  '\u202Eevil\u202C',
  '\u200F مرحبا',
  'x'.repeat(1024 * 1024),
  { $ne: 1 },
  ['a', 'b'],
  '1 OR 1=1',
  '<script>alert(1)</script>',
  '../../etc/passwd',
];
const PATH_PARAMS = ['0', '-1', 'abc', '%00', '%2e%2e', '99999999999999999999', '1.5', '%F0%9F%98%80', '%E0%A4%A'];

interface Operation {
  method: string;
  path: string;
  body: { properties?: Record<string, unknown>; required?: string[] } | null;
  query: string[];
  multipart: boolean;
}

async function operations(): Promise<Operation[]> {
  const doc = (await t.app.inject({ url: '/openapi.json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Operation['body'] }> }; parameters?: { in: string; name: string }[] }>>;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        body: content['application/json']?.schema ?? null,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        multipart: 'multipart/form-data' in content || /Upload|Avatar/.test(path),
      });
    }
  }
  return ops;
}

interface Probe {
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  what: string;
}

function probes(op: Operation, rand: () => number): Probe[] {
  const fill = (v: string) => op.path.replace(/\{[^}]+\}/g, v);
  const base = fill('1');
  const out: Probe[] = [];
  for (const p of PATH_PARAMS) if (op.path.includes('{')) out.push({ url: fill(p), what: `path ${p}` });
  for (const q of op.query) {
    for (const v of ['', 'abc', '-1', '1e400', '%00', '%ED%A0%80', 'x'.repeat(5000)]) out.push({ url: `${base}?${q}=${v}`, what: `query ${q}=${v.slice(0, 10)}` });
    out.push({ url: `${base}?${q}=1&${q}=2`, what: `repeated ${q}` });
  }
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    const fields = Object.keys(op.body?.properties ?? {});
    out.push({ url: base, payload: '{"a":', contentType: 'application/json', what: 'malformed JSON' });
    out.push({ url: base, payload: '', contentType: 'application/json', what: 'empty JSON' });
    out.push({ url: base, payload: '[]', contentType: 'application/json', what: 'array body' });
    out.push({ url: base, payload: 'a=1', contentType: 'application/x-www-form-urlencoded', what: 'form body' });
    out.push({ url: base, payload: 'hello', contentType: 'text/plain', what: 'text body' });
    out.push({ url: base, payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc', contentType: 'multipart/form-data; boundary=x', what: 'cut multipart' });
    out.push({ url: base, payload: '--x--\r\n', contentType: 'multipart/form-data; boundary=x', what: 'multipart, no parts' });
    out.push({ url: base, payload: '{}', contentType: 'application/json', what: 'missing fields' });
    for (const f of fields) {
      for (let i = 0; i < 4; i++) {
        const value = HOSTILE_VALUES[Math.floor(rand() * HOSTILE_VALUES.length)];
        out.push({ url: base, payload: JSON.stringify({ [f]: value }), contentType: 'application/json', what: `${f}=${JSON.stringify(value)?.slice(0, 20)}` });
      }
      out.push({ url: base, payload: `{"${f}":"a","${f}":"b"}`, contentType: 'application/json', what: `repeated ${f}` });
    }
    // Every field hostile at once, as the whole body.
    for (const value of HOSTILE_VALUES) {
      out.push({ url: base, payload: JSON.stringify(Object.fromEntries(fields.map((f) => [f, value]))), contentType: 'application/json', what: `all=${JSON.stringify(value)?.slice(0, 20)}` });
    }
  }
  return out;
}

test('every operation survives the hostile inputs: no 5xx, every 400 names a field', async () => {
  const ops = await operations();
  expect(ops.length).toBeGreaterThan(50);
  const rand = prng(11);
  const failures: string[] = [];
  let sent = 0;
  for (const op of ops) {
    for (const probe of probes(op, rand)) {
      for (const auth of [false, true]) {
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: probe.url,
          payload: probe.payload,
          headers: { ...(probe.contentType ? { 'content-type': probe.contentType } : {}), ...(auth ? bearer(me.accessToken) : {}) },
        });
        sent++;
        const where = `${op.method} ${op.path} [${probe.what}]${auth ? ' signed in' : ''}`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (res.statusCode === 400) {
          const body = res.json() as { fieldsErrors?: Record<string, string[]> };
          const code = String(res.headers['x-error-code'] ?? '');
          const named = Object.keys(body.fieldsErrors ?? {}).length > 0;
          if (!named && (code === '' || code === 'error.validationFailed')) failures.push(`${where}: 400 without a field error (${code})`);
        }
      }
    }
  }
  // Undo what the signed-in probes may have done to the account (deactivation, role).
  await t.database.sql.query('UPDATE users SET is_active = true WHERE id = $1', [me.row.id]);
  expect({ sent: sent > 1000, failures }).toEqual({ sent: true, failures: [] });
}, 600_000);

import { PDF_DOC, image, multipart } from './fixtures';
import { bearer, createTestApp, randomIp, type Session, type TestApp, type TestUser } from './helpers/app';
import { catalogueFixture } from './helpers/catalogue';

/**
 * Input that answered 500 or was stored wrongly before (issue 11 §2, §3): NUL characters and lone
 * surrogates in stored text, malformed multipart bodies, oversize uploads.
 */
let t: TestApp;
let me: TestUser & Session;
let experience: number;
beforeAll(async () => {
  t = await createTestApp();
  me = await t.signedInUser();
  experience = await (await catalogueFixture(t)).experience();
});
afterAll(() => t?.close());

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, o: { auth?: boolean; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { ...(o.auth === false ? {} : bearer(me.accessToken)), ...o.headers },
    remoteAddress: randomIp(),
  });
const NUL = '\u0000';
const LONE = '\uD800';

describe('text PostgreSQL cannot store answers 400 naming the field', () => {
  const cases: [string, 'POST' | 'PUT', string, (bad: string) => unknown, string][] = [
    ['full name', 'POST', '/api/Manage/ChangeFullName', (b) => ({ fullName: `Layla ${b} Harbi` }), 'fullName'],
    ['preferred name', 'POST', '/api/Manage/ChangePreferredName', (b) => ({ preferredName: `Lay${b}la` }), 'preferredName'],
    ['About', 'POST', '/api/Manage/ChangeAbout', (b) => ({ details: `I love the desert ${b}` }), 'details'],
    ['emergency contact', 'POST', '/api/Manage/UpdateEmergencyContact', (b) => ({ name: `Omar ${b}Ali`, phoneNumber: '+966500000009', relationship: 'Brother' }), 'name'],
    ['address', 'POST', '/api/Manage/UpdateAddress', (b) => ({ address: `King Fahd Road ${b} Riyadh` }), 'address'],
    ['favourite list', 'POST', '/api/Manage/FavouriteNames', (b) => ({ name: `Trip ${b}` }), 'name'],
    ['question', 'POST', `/api/ExperiencesUsersQuestions/AskQuestion/__EXP__`, (b) => ({ question: `Is there parking ${b}?` }), 'question'],
    ['contact form', 'POST', '/api/Contact', (b) => ({ name: 'Layla', email: 'layla@example.com', subject: 'Hello', message: `A long enough message ${b}` }), 'message'],
  ];
  test.each(cases)('%s', async (_name, method, url, body, field) => {
    for (const bad of [NUL, LONE, '\uDFFF']) {
      const res = await send(method, url.replace('__EXP__', String(experience)), body(bad));
      expect({ bad: bad.charCodeAt(0), status: res.statusCode }).toEqual({ bad: bad.charCodeAt(0), status: 400 });
      expect(res.json().fieldsErrors[field]).toEqual(['validation.invalidValue']);
    }
  });

  test('anywhere in any JSON body, key or query, including fields no schema names', async () => {
    const res = await send('POST', '/api/Manage/ChangeFullName', { fullName: 'Layla Harbi', extra: { deep: [`x${LONE}`] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldsErrors).toEqual({ 'extra.deep.0': ['validation.invalidValue'] });
    const key = await send('POST', '/api/Manage/ChangeFullName', { fullName: 'Layla Harbi', [`k${NUL}`]: 1 });
    expect(key.statusCode).toBe(400);
    const q = await send('GET', `/dev/outbox?to=${encodeURIComponent(`a${NUL}@x.com`)}`, undefined, { auth: false });
    expect(q.statusCode).toBe(400);
    expect(q.json().fieldsErrors).toEqual({ to: ['validation.invalidValue'] });
    const search = await send('GET', `/api/Home/ExperiencesList?Title=x%00y`, undefined, { auth: false });
    expect(search.statusCode).toBe(400);
  });

  test('well-formed text with pairs, Arabic and RTL marks is stored', async () => {
    const res = await send('POST', '/api/Manage/ChangeFullName', { fullName: 'ليلى \u200F الحربي 😀' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.fullName).toBe('ليلى \u200F الحربي 😀');
  });
});

describe('multipart', () => {
  const upload = (payload: Buffer | string, headers: Record<string, string>, url = '/api/Files/UploadFile') =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...bearer(me.accessToken), ...headers }, remoteAddress: randomIp() });

  test('a body with no parts, a truncated body and a missing boundary answer 400 with the file field', async () => {
    for (const [payload, type] of [
      ['--xyz--\r\n', 'multipart/form-data; boundary=xyz'],
      ['', 'multipart/form-data; boundary=xyz'],
      ['--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc', 'multipart/form-data; boundary=xyz'],
      ['garbage', 'multipart/form-data'],
      ['--xyz\r\nContent-Disposition: form-data; name="other"\r\n\r\nabc\r\n--xyz--\r\n', 'multipart/form-data; boundary=xyz'],
    ] as const) {
      const res = await upload(payload, { 'content-type': type });
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(res.json().fieldsErrors.file).toBeDefined();
    }
  });

  test('a NUL or a lone surrogate in the file name does not break the upload', async () => {
    const m = multipart('file', 'pic\u0000ture.png', 'image/png', await image('png'));
    const res = await upload(m.payload, m.headers);
    expect(res.statusCode).toBe(200);
  });

  test('oversize files answer 413 and nothing is stored (a 3 MB PDF, a 4.3 MB image)', async () => {
    const before = await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    const pdf = multipart('file', 'big.pdf', 'application/pdf', Buffer.concat([PDF_DOC, Buffer.alloc(3 * 1024 * 1024, 0x20)]));
    const r1 = await upload(pdf.payload, pdf.headers);
    expect(r1.statusCode).toBe(413);
    expect(r1.json().fieldsErrors.file).toEqual(['error.fileTooLarge']);
    const img = multipart('file', 'big.png', 'image/png', Buffer.concat([await image('png'), Buffer.alloc(Math.round(4.3 * 1024 * 1024))]));
    expect((await upload(img.payload, img.headers)).statusCode).toBe(413);
    const avatar = multipart('file', 'big.png', 'image/png', Buffer.concat([await image('png'), Buffer.alloc(Math.round(4.3 * 1024 * 1024))]));
    expect((await upload(avatar.payload, avatar.headers, '/api/Manage/ChangeAvatar')).statusCode).toBe(413);
    const after = await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    expect(after[0].n).toBe(before[0].n);
  });
});

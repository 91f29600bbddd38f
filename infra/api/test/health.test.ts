import { createTestApp, type TestApp } from './helpers/app';
import { migrate } from '../src/db/migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('health and readiness', () => {
  it('answers /health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers /ready when the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('migrations', () => {
  it('a second run applies nothing', async () => {
    const again = await migrate(t.database.sql);
    expect(again.applied).toEqual([]);
    expect(again.skipped).toContain('0001_core.sql');
    const rows = await t.database.sql.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(again.skipped);
  });

  it('creates the spec roles with their ids', async () => {
    const rows = await t.database.sql.query<{ id: number; key: string }>('SELECT id, key FROM roles ORDER BY id');
    expect(rows.map((r) => `${r.id}:${r.key}`)).toEqual([
      '1:SuperAdmin', '2:Admin', '3:AccountManager', '4:Financial', '5:Moderator', '6:Marketer', '7:Host', '8:Guest',
    ]);
  });
});

describe('documentation', () => {
  it('serves the OpenAPI document and the reference page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.json().paths);
    for (const p of ['/Connect/Token', '/Connect/RefreshToken', '/Register/NewUser', '/Reset/ChangePassword', '/api/Manage/Info', '/api/Files/UploadFile', '/api/Utilities/TimeZones', '/api/Contact', '/api/proxy-image']) {
      expect(paths).toContain(p);
    }
    expect(doc.json().paths['/Connect/Token'].post.requestBody.content['application/json'].schema.properties.username).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/html/);
  });
});

describe('CORS', () => {
  it('lets the local site call with credentials and refuses unknown origins', async () => {
    const local = await t.app.inject({ method: 'OPTIONS', url: '/Connect/Token', headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' } });
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(local.headers['access-control-allow-credentials']).toBe('true');
    const other = await t.app.inject({ method: 'OPTIONS', url: '/Connect/Token', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('errors', () => {
  it('unknown routes give the localised 404 envelope', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/Nope' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ data: null, succeeded: false, errors: ['We could not find what you were looking for.'], fieldsErrors: {} });
    const ar = await t.app.inject({ method: 'GET', url: '/api/Nope', headers: { 'accept-language': 'ar' } });
    expect(ar.json().errors).toEqual(['لم نعثر على ما تبحث عنه.']);
  });
});

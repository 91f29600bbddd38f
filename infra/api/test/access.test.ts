import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { RoleId } from '@tajriba/contracts';
import { loadConfig } from '../src/config';
import { Access, describeAccess, type AccessRule } from '../src/lib/access';
import { ManualClock } from '../src/lib/clock';
import { installErrorHandling } from '../src/lib/errors';
import corePlugin from '../src/plugins/core';
import authPlugin from '../src/plugins/auth';
import { tokenService } from '../src/services/token-service';
import { bearer, createTestApp, randomIp, type TestApp, type TestUser } from './helpers/app';
import { catalogueFixture, type CatalogueFixture } from './helpers/catalogue';
import { ownedFixtures } from './helpers/owned-fixtures';

/**
 * The authorization matrix, generated from the routes' own declarations (`config.access`): every
 * registered route is called as a visitor, two guests, two hosts and every staff role, and must
 * answer 401 to a visitor, 403 to a role it does not admit and 404 to someone who does not own
 * the resource it names — and none of those to a caller the rule admits. A new route is covered
 * the moment it is registered.
 */
type ActorName = 'visitor' | 'guest' | 'otherGuest' | 'host' | 'otherHost' | 'superAdmin' | 'admin' | 'accountManager' | 'financial' | 'moderator' | 'marketer';
interface Actor {
  name: ActorName;
  role: number | null;
  user: TestUser | null;
  token: string | null;
}
const ACTOR_ROLES: Record<Exclude<ActorName, 'visitor'>, number> = {
  guest: RoleId.Guest,
  otherGuest: RoleId.Guest,
  host: RoleId.Host,
  otherHost: RoleId.Host,
  superAdmin: RoleId.SuperAdmin,
  admin: RoleId.Admin,
  accountManager: RoleId.AccountManager,
  financial: RoleId.Financial,
  moderator: RoleId.Moderator,
  marketer: RoleId.Marketer,
};
/**
 * Public routes whose credential is not a bearer token (the refresh cookie; the payment gateway's
 * shared secret inside a webhook): 401 is their answer to a missing credential.
 */
const COOKIE_CREDENTIAL = new Set(['/Connect/RefreshToken', '/api/Payments/Webhook']);

let t: TestApp;
let fx: CatalogueFixture;
const actors: Actor[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: false });
  fx = await catalogueFixture(t);
  const tokens = tokenService(t.app);
  actors.push({ name: 'visitor', role: null, user: null, token: null });
  for (const [name, role] of Object.entries(ACTOR_ROLES) as [Exclude<ActorName, 'visitor'>, number][]) {
    const user = await t.createUser({ roles: role === RoleId.Host ? [RoleId.Guest, RoleId.Host] : [role], currentRole: role, fullName: `Matrix ${name}` });
    const session = await tokens.issue(user.row, true);
    actors.push({ name, role, user, token: session.accessToken });
  }
});
afterAll(async () => t.close());

/** Undo what a call may have done to the callers (deactivation, a role change, ended sessions). */
async function resetActors() {
  const signed = actors.filter((a) => a.user);
  const ids = signed.map((a) => a.user!.row.id);
  await t.database.sql.query(
    `UPDATE users u SET is_active = true, current_role_id = r.role FROM unnest($1::int[], $2::int[]) AS r(id, role)
      WHERE u.id = r.id AND (NOT u.is_active OR u.current_role_id <> r.role)`,
    [ids, signed.map((a) => a.role)],
  );
  await t.database.sql.query('UPDATE refresh_tokens SET revoked_at = NULL WHERE user_id = ANY($1::int[]) AND revoked_at IS NOT NULL', [ids]);
}

const fill = (url: string, id: string) => url.replace(/:[A-Za-z]+/g, id).replace(/\*$/, '');

describe('every route declares who may call it', () => {
  test('the route list is complete and every entry has a rule', () => {
    const routes = t.app.routeAccess;
    expect(routes.length).toBeGreaterThan(50);
    for (const r of routes) expect(['public', 'signedIn', 'roles', 'owner']).toContain(r.access.kind);
    // Spot checks that the list is the real one.
    expect(routes.find((r) => r.url === '/api/Manage/Info' && r.method === 'GET')?.access.kind).toBe('signedIn');
    expect(routes.find((r) => r.url === '/api/Home/ExperiencesList' && r.method === 'GET')?.access.kind).toBe('public');
  });

  test('every owned resource kind has a matrix fixture', () => {
    const kinds = new Set(t.app.routeAccess.flatMap((r) => (r.access.kind === 'owner' ? [r.access.resource.name] : [])));
    expect(kinds.size).toBeGreaterThan(0);
    for (const k of kinds) expect({ kind: k, fixture: k in ownedFixtures }).toEqual({ kind: k, fixture: true });
  });

  test('a route without a rule stops the app from starting', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    await app.register(corePlugin, { config: loadConfig({ NODE_ENV: 'test' }), clock: new ManualClock() });
    await app.register(fp(async (f) => void f.decorate('sql', t.database.sql), { name: 'db' }));
    await app.register(authPlugin);
    let error: unknown = null;
    try {
      app.get('/forgot-the-rule', async () => 'open');
      await app.ready();
    } catch (e) {
      error = e;
    }
    expect(String(error)).toMatch(/no access rule/);
    await app.close().catch(() => undefined);
  });

  test('Access.roles: 401 without a token, 403 for another current role, passes for the role', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    await app.register(corePlugin, { config: t.config, clock: t.clock });
    await app.register(fp(async (f) => void f.decorate('sql', t.database.sql), { name: 'db' }));
    await app.register(authPlugin);
    app.get('/hosts-and-admins', { config: { access: Access.roles(RoleId.Host, RoleId.Admin) } }, async (r) => ({ id: r.user?.id }));
    await app.ready();
    const as = (name: ActorName) => actors.find((a) => a.name === name)!;
    const call = (a: Actor) => app.inject({ url: '/hosts-and-admins', headers: a.token ? bearer(a.token) : {} });
    expect((await call(as('visitor'))).statusCode).toBe(401);
    const guest = await call(as('guest'));
    expect(guest.statusCode).toBe(403);
    expect(guest.json().errors).toEqual(['You do not have permission to do this.']);
    expect((await call(as('moderator'))).statusCode).toBe(403);
    expect((await call(as('host'))).json()).toEqual({ id: as('host').user!.row.id });
    expect((await call(as('admin'))).statusCode).toBe(200);
    // The role is the account's current one, read per request: switching away from host ends host access at once.
    await t.database.sql.query('UPDATE users SET current_role_id = $2 WHERE id = $1', [as('host').user!.row.id, RoleId.Guest]);
    expect((await call(as('host'))).statusCode).toBe(403);
    await resetActors();
    await app.close();
  });

  test('the OpenAPI document marks every protected route with the bearer scheme and its rule', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, Record<string, { security?: unknown; description?: string }>> };
    const info = doc.paths['/api/Manage/Info'].get;
    expect(info.security).toEqual([{ bearer: [] }]);
    expect(info.description).toContain('Access: signed in.');
  });
});

describe('authorization matrix', () => {
  // Built lazily: the route list exists once the app is up (beforeAll).
  test('every route answers every kind of caller as its rule says', async () => {
    const failures: string[] = [];
    const routes = t.app.routeAccess.filter((r) => !r.url.startsWith('/docs'));
    for (const route of routes) {
      const rule: AccessRule = route.access;
      const fixture = rule.kind === 'owner' ? ownedFixtures[rule.resource.name] : undefined;
      const ownerActor = fixture ? actors.find((a) => a.name === fixture.owner)! : null;
      const resourceId = fixture && ownerActor?.user ? await fixture.create(t, fx, ownerActor.user) : '1';
      // The owner last: a DELETE by the owner removes the resource.
      const order = [...actors.filter((a) => a !== ownerActor), ...(ownerActor ? [ownerActor] : [])];
      for (const actor of order) {
        let url = fill(route.url, rule.kind === 'owner' && rule.from.in === 'params' ? resourceId : '1');
        if (rule.kind === 'owner' && rule.from.in === 'query') url += `${url.includes('?') ? '&' : '?'}${rule.from.key}=${resourceId}`;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: actor.token ? bearer(actor.token) : {},
          remoteAddress: randomIp(),
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        });
        const status = res.statusCode;
        const admitted = expectation(rule, actor, ownerActor);
        const ok =
          admitted === 'allowed'
            ? ![401, 403].includes(status) && !(rule.kind === 'owner' && status === 404)
            : admitted === 'public'
              ? status !== 403 && (status !== 401 || COOKIE_CREDENTIAL.has(route.url))
              : status === admitted;
        if (!ok) failures.push(`${route.method} ${route.url} [${describeAccess(rule)}] as ${actor.name}: ${status}, expected ${admitted}`);
        if (status >= 500) failures.push(`${route.method} ${route.url} as ${actor.name}: ${status} ${res.body.slice(0, 200)}`);
        await resetActors();
      }
    }
    expect(failures).toEqual([]);
    // every route × every caller, one at a time: minutes on a busy 2-core machine, and it grows with each route
  }, 600_000);
});

function expectation(rule: AccessRule, actor: Actor, owner: Actor | null): 'allowed' | 'public' | 401 | 403 | 404 {
  if (rule.kind === 'public') return 'public';
  if (!actor.token) return 401;
  if (rule.kind === 'signedIn') return 'allowed';
  if (rule.kind === 'roles') return rule.roles.includes(actor.role!) ? 'allowed' : 403;
  if (rule.orRoles.includes(actor.role!)) return 'allowed';
  if (rule.roles && !rule.roles.includes(actor.role!)) return 403;
  return actor === owner ? 'allowed' : 404;
}

describe('Access rules', () => {
  test('roles() needs a role; describe() names them', () => {
    expect(() => Access.roles()).toThrow();
    expect(describeAccess(Access.staff())).toBe('role SuperAdmin | Admin | AccountManager | Moderator');
  });
});

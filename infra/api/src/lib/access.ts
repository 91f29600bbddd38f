import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RoleId } from '@tajriba/contracts';

/**
 * Who may call a route, declared next to the route (`config: { access: ... }`). The auth plugin
 * refuses to register a route without one, enforces it before the body is read (401 / 403) and,
 * for owned resources, after validation (404: someone else's resource looks missing). The test
 * `test/access-matrix.test.ts` walks every registered route and calls it as each kind of caller.
 */
export type AccessRule =
  /** Anyone. A valid bearer token is still read (`request.user`), an invalid one is ignored. */
  | { readonly kind: 'public' }
  /** Any signed-in, active account, whatever its current role. */
  | { readonly kind: 'signedIn' }
  /** Signed in and the account's current role is one of `roles` (401 without a token, 403 otherwise). */
  | { readonly kind: 'roles'; readonly roles: readonly number[] }
  /**
   * Signed in (with one of `roles` when given) and the owner of the resource the request names,
   * or holding one of `orRoles` (staff). Anyone else gets 404, as if the resource did not exist.
   */
  | {
      readonly kind: 'owner';
      readonly resource: OwnedResource;
      /** Where the request names the resource (a path parameter by default). */
      readonly from: IdSource;
      readonly roles: readonly number[] | null;
      readonly orRoles: readonly number[];
    };

/** A path parameter or a query parameter carrying the resource id. */
export interface IdSource {
  readonly in: 'params' | 'query';
  readonly key: string;
}

/**
 * A kind of resource that belongs to one user. `ownerOf` answers the owner's user id for an id, or
 * `null` when no such resource exists. It runs in `preValidation` (before the body is validated, so
 * someone else's resource answers 404 whatever the body), on the raw id: ids not matching
 * `idPattern` are left to the route's validation (400). Ids in a body are the service's business
 * (a query scoped to the user). Every kind needs a fixture in `test/helpers/owned-fixtures.ts`:
 * the matrix test fails without one.
 */
export interface OwnedResource {
  readonly name: string;
  readonly idPattern: RegExp;
  ownerOf(fastify: FastifyInstance, id: string): Promise<number | null>;
}

/** Ids of bigint/integer keys as they arrive in a URL. */
export const NUMERIC_ID = /^[1-9]\d{0,17}$/;

/** Staff who review people, documents and listings (host spec §6). */
export const STAFF_ROLES: readonly number[] = [RoleId.SuperAdmin, RoleId.Admin, RoleId.AccountManager, RoleId.Moderator];

/**
 * Staff who decide verifications and may see people's private documents (issue 15: Admin and
 * Moderator; SuperAdmin holds every staff right). Not AccountManager.
 */
export const REVIEW_ROLES: readonly number[] = [RoleId.SuperAdmin, RoleId.Admin, RoleId.Moderator];

export const Access = {
  public: (): AccessRule => ({ kind: 'public' }),
  signedIn: (): AccessRule => ({ kind: 'signedIn' }),
  roles: (...roles: number[]): AccessRule => {
    if (!roles.length) throw new Error('Access.roles() needs at least one role');
    return { kind: 'roles', roles };
  },
  /** SuperAdmin, Admin, AccountManager, Moderator. */
  staff: (): AccessRule => ({ kind: 'roles', roles: STAFF_ROLES }),
  /** The resource's owner (optionally only while in one of `roles`), or staff when `orRoles` says so. */
  owner: (resource: OwnedResource, opts: { from?: IdSource; roles?: number[]; orRoles?: readonly number[] } = {}): AccessRule => ({
    kind: 'owner',
    resource,
    from: opts.from ?? { in: 'params', key: 'id' },
    roles: opts.roles?.length ? opts.roles : null,
    orRoles: opts.orRoles ?? [],
  }),
} as const;

/** The raw id a request names at `from`, or undefined when absent or not a single string. */
export const requestedId = (request: FastifyRequest, from: IdSource): string | undefined => {
  const bag = (from.in === 'params' ? request.params : request.query) as Record<string, unknown> | undefined;
  const v = bag?.[from.key];
  return typeof v === 'string' ? v : undefined;
};

/** Human-readable rule, for the OpenAPI description and test names. */
export function describeAccess(rule: AccessRule): string {
  switch (rule.kind) {
    case 'public':
      return 'anyone';
    case 'signedIn':
      return 'signed in';
    case 'roles':
      return `role ${rule.roles.map(roleName).join(' | ')}`;
    case 'owner':
      return `owner of the ${rule.resource.name}${rule.roles ? ` as ${rule.roles.map(roleName).join(' | ')}` : ''}${rule.orRoles.length ? `, or ${rule.orRoles.map(roleName).join(' | ')}` : ''}`;
  }
}
const roleName = (id: number) => Object.entries(RoleId).find(([, v]) => v === id)?.[0] ?? String(id);

/**
 * Routes that plugins we do not write register (the API reference UI). They serve static
 * documentation, so they are public; everything else must declare its rule.
 */
export const THIRD_PARTY_PUBLIC_PREFIXES = ['/docs'];

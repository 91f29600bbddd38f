import * as z from 'zod/mini';
import { eventVersions as v, locales, themeModes, type EventName } from '@tajriba/contracts/constants';

/**
 * The typed event bus catalogue. Each event has a name, a schema version and a zod schema for
 * its payload. A breaking payload change bumps `version`; consumers declare which versions they
 * accept in their remote contract, and `registry check` refuses an incompatible mix.
 */
export const localeSchema = z.enum(locales);
export const themeSchema = z.enum(themeModes);

export const eventCatalogue = {
  'auth:login-requested': {
    version: v['auth:login-requested'],
    schema: z.object({
      /** Why the remote wants a login (a 401, or a visitor action like favouriting). */
      reason: z.enum(['unauthorized', 'action']),
      /** Where to go after login; the shell stays on the current page when omitted. */
      redirect: z.optional(z.string()),
      mode: z.optional(z.enum(['guest', 'host'])),
    }),
  },
  'auth:session-changed': {
    version: v['auth:session-changed'],
    schema: z.object({
      signedIn: z.boolean(),
      userId: z.nullable(z.int()),
      role: z.nullable(z.int()),
    }),
  },
  'locale:changed': { version: v['locale:changed'], schema: z.object({ locale: localeSchema, dir: z.enum(['ltr', 'rtl']) }) },
  'theme:changed': { version: v['theme:changed'], schema: z.object({ theme: themeSchema }) },
  'notification:received': {
    version: v['notification:received'],
    schema: z.object({ id: z.int(), content: z.string(), isActionable: z.boolean(), targetId: z.nullable(z.int()) }),
  },
  'chat:unread-changed': { version: v['chat:unread-changed'], schema: z.object({ count: z.int().check(z.minimum(0)) }) },
  /**
   * "Message the host" (experience page, host profile, a booking) or "message the guest" (a
   * booking): the shell opens `/messages` on the chat with `userId` (a new one when there is none),
   * asking a visitor to sign in first. The experience or booking travels as context.
   */
  'chat:open-requested': {
    version: v['chat:open-requested'],
    schema: z.object({ userId: z.int().check(z.positive()), experienceId: z.optional(z.int().check(z.positive())), orderId: z.optional(z.int().check(z.positive())) }),
  },
  'booking:completed': { version: v['booking:completed'], schema: z.object({ orderId: z.int(), experienceId: z.int() }) },
  'verification:open': { version: v['verification:open'], schema: z.object({ kind: z.enum(['identity', 'work-papers', 'email', 'phone']) }) },
  'favourite:changed': {
    version: v['favourite:changed'],
    schema: z.object({ experienceId: z.int(), favouriteId: z.nullable(z.int()) }),
  },
  'toast:show': {
    version: v['toast:show'],
    schema: z.object({ kind: z.enum(['info', 'success', 'error']), message: z.string(), durationMs: z.optional(z.int()) }),
  },
  /** A remote asks the shell to switch the site's language (the account's language preference). */
  'locale:change-requested': { version: v['locale:change-requested'], schema: z.object({ locale: localeSchema }) },
  /**
   * A remote changed the signed-in user's account (avatar, names, contacts, preferences): the shell
   * reads `GET /api/Manage/Info` again and updates the session it holds, so the header follows.
   * The shell ignores it for any user other than the signed-in one.
   */
  'account:user-changed': { version: v['account:user-changed'], schema: z.object({ userId: z.int() }) },
  /**
   * The host wizard stored an experience: Save draft (`submitted: false`) or Submit for review
   * (`submitted: true`), from /my-experiences/add or the dashboard's edit modal. Listings of the
   * host's experiences refetch on it.
   */
  'host-wizard:experience-saved': {
    version: v['host-wizard:experience-saved'],
    schema: z.object({
      experienceId: z.int().check(z.positive()),
      status: z.enum(['draft', 'pending', 'rejected', 'resubmit', 'approved', 'pause']),
      submitted: z.boolean(),
    }),
  },
} as const satisfies Record<EventName, { version: number; schema: z.core.$ZodType }>;

export type { EventName };
export type EventPayload<N extends EventName> = z.infer<(typeof eventCatalogue)[N]['schema']>;

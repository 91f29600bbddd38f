import * as z from 'zod/mini';

/**
 * The typed event bus catalogue. Each event has a name, a schema version and a zod schema for
 * its payload. A breaking payload change bumps `version`; consumers declare which versions they
 * accept in their remote contract, and `registry check` refuses an incompatible mix.
 */
export const localeSchema = z.enum(['en', 'ar']);
export type Locale = z.infer<typeof localeSchema>;
export const themeSchema = z.enum(['light', 'dark']);
export type ThemeMode = z.infer<typeof themeSchema>;

export const eventCatalogue = {
  'auth:login-requested': {
    version: 1,
    schema: z.object({
      /** Why the remote wants a login (a 401, or a visitor action like favouriting). */
      reason: z.enum(['unauthorized', 'action']),
      /** Where to go after login; the shell stays on the current page when omitted. */
      redirect: z.optional(z.string()),
      mode: z.optional(z.enum(['guest', 'host'])),
    }),
  },
  'auth:session-changed': {
    version: 1,
    schema: z.object({
      signedIn: z.boolean(),
      userId: z.nullable(z.int()),
      role: z.nullable(z.int()),
    }),
  },
  'locale:changed': { version: 1, schema: z.object({ locale: localeSchema, dir: z.enum(['ltr', 'rtl']) }) },
  'theme:changed': { version: 1, schema: z.object({ theme: themeSchema }) },
  'notification:received': {
    version: 1,
    schema: z.object({ id: z.int(), content: z.string(), isActionable: z.boolean(), targetId: z.nullable(z.int()) }),
  },
  'chat:unread-changed': { version: 1, schema: z.object({ count: z.int().check(z.minimum(0)) }) },
  'booking:completed': { version: 1, schema: z.object({ orderId: z.int(), experienceId: z.int() }) },
  'verification:open': { version: 1, schema: z.object({ kind: z.enum(['identity', 'work-papers', 'email', 'phone']) }) },
  'favourite:changed': {
    version: 1,
    schema: z.object({ experienceId: z.int(), favouriteId: z.nullable(z.int()) }),
  },
  'toast:show': {
    version: 1,
    schema: z.object({ kind: z.enum(['info', 'success', 'error']), message: z.string(), durationMs: z.optional(z.int()) }),
  },
} as const;

export type EventName = keyof typeof eventCatalogue;
export type EventPayload<N extends EventName> = z.infer<(typeof eventCatalogue)[N]['schema']>;
export const eventNames = Object.keys(eventCatalogue) as EventName[];

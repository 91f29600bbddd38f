import { z } from 'zod';

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
      redirect: z.string().optional(),
      mode: z.enum(['guest', 'host']).optional(),
    }),
  },
  'auth:session-changed': {
    version: 1,
    schema: z.object({
      signedIn: z.boolean(),
      userId: z.number().int().nullable(),
      role: z.number().int().nullable(),
    }),
  },
  'locale:changed': { version: 1, schema: z.object({ locale: localeSchema, dir: z.enum(['ltr', 'rtl']) }) },
  'theme:changed': { version: 1, schema: z.object({ theme: themeSchema }) },
  'notification:received': {
    version: 1,
    schema: z.object({ id: z.number().int(), content: z.string(), isActionable: z.boolean(), targetId: z.number().int().nullable() }),
  },
  'chat:unread-changed': { version: 1, schema: z.object({ count: z.number().int().min(0) }) },
  'booking:completed': { version: 1, schema: z.object({ orderId: z.number().int(), experienceId: z.number().int() }) },
  'verification:open': { version: 1, schema: z.object({ kind: z.enum(['identity', 'work-papers', 'email', 'phone']) }) },
  'favourite:changed': {
    version: 1,
    schema: z.object({ experienceId: z.number().int(), favouriteId: z.number().int().nullable() }),
  },
  'toast:show': {
    version: 1,
    schema: z.object({ kind: z.enum(['info', 'success', 'error']), message: z.string(), durationMs: z.number().int().optional() }),
  },
} as const;

export type EventName = keyof typeof eventCatalogue;
export type EventPayload<N extends EventName> = z.infer<(typeof eventCatalogue)[N]['schema']>;
export const eventNames = Object.keys(eventCatalogue) as EventName[];

/**
 * The bus's event names and the payload schema version each one carries. Zod-free (part of
 * `@tajriba/contracts/constants`), so the bus can accept and route an event before the schemas
 * (`./index.ts`) have loaded; `eventCatalogue` takes its versions from here.
 */
export const eventVersions = {
  'auth:login-requested': 1,
  'auth:session-changed': 1,
  'locale:changed': 1,
  'theme:changed': 1,
  'notification:received': 1,
  'chat:unread-changed': 1,
  'chat:open-requested': 1,
  'booking:completed': 1,
  'verification:open': 1,
  'favourite:changed': 1,
  'toast:show': 1,
  'locale:change-requested': 1,
  'account:user-changed': 1,
  'host-wizard:experience-saved': 1,
} as const;

export type EventName = keyof typeof eventVersions;
export const eventNames = Object.keys(eventVersions) as EventName[];

/**
 * Discovery values the UI needs before any response has arrived (zod-free, part of
 * `@tajriba/contracts/constants`): reading filters from the address bar happens on first render.
 */

/** Experience kinds (hosting formats). The numeric ids are what `Types` filters by. */
export const ExperienceTypeId = { atHost: 1, atGuest: 2, online: 3 } as const;
export type ExperienceTypeId = (typeof ExperienceTypeId)[keyof typeof ExperienceTypeId];

/** Languages an experience is held in: ISO 639-1 codes; the UI labels them. */
export const experienceLanguages = ['en', 'ar', 'fr', 'ur', 'hi', 'es', 'de', 'tr'] as const;
export type ExperienceLanguage = (typeof experienceLanguages)[number];

/** The §3 About fields in the order the page shows them (details first, as a paragraph). */
export const ABOUT_FIELDS = [
  'details',
  'profession',
  'study',
  'birthPlace',
  'languages',
  'interests',
  'cuisines',
  'traveling',
  'favoriteDestination',
  'memorableExperience',
  'culturalTraditions',
  'funFact',
  'experienceSeek',
] as const;
export type AboutField = (typeof ABOUT_FIELDS)[number];

/** The site's languages and themes. Zod-free: part of `@tajriba/contracts/constants`. */
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const themeModes = ['light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

/**
 * `@tajriba/contracts/account`: the signed-in user's own data — profile, files, utilities
 * (countries, languages, image proxy), the contact form. Shared as its own singleton: see
 * ./platform.ts for why the browser never imports the root entry.
 */
export * from './api/account';
export * from './api/files';
export * from './api/utilities';
export * from './api/contact';
export * from './api/messaging';
export * from './api/referral-constants';

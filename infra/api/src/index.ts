/** Public surface of the API package for other areas of the server (routes, services, seeds, tests). */
export { app, buildApp, routeAreas, type AppOptions } from './app';
export { loadConfig, ConfigError, type Config, type RawConfig } from './config';
export { AppError, fieldError, unauthorized, forbidden, notFound } from './lib/errors';
export { ok, paged, okResponse, pagedResponse, emptyResponse } from './lib/reply';
export { requestLang, t, type Lang } from './lib/i18n';
export { currentUser, type AuthUser } from './plugins/auth';
export { RateRules, type RateRule } from './plugins/rate-limit';
export type { SeedHook, SeedContext } from './seed/index';
export type { Db, SqlClient, Database } from './db/client';
export type { Clock } from './lib/clock';
export type { FileStorage } from './lib/storage';

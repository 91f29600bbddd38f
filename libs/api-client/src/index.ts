export { createApiClient, buildQuery } from './client';
export type { ApiClient, ApiClientOptions, AuthHooks, RefreshCoordinator, RequestOptions, UploadOptions, Query, QueryValue, SchemaSource } from './client';
export { ContractError } from './client';
export { ApiError, isApiError, toApiError } from './errors';
export { createSessionApiClient } from './session-client';
export type { ChannelLike, LockManagerLike } from './refresh-coordinator';
export { lazySchema } from './lazy-schema';

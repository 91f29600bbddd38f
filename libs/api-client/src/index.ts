export { createApiClient, buildQuery } from './client';
export type { ApiClient, ApiClientOptions, AuthHooks, RequestOptions, UploadOptions, Query, QueryValue, SchemaSource } from './client';
export { ContractError } from './client';
export { ApiError, isApiError, toApiError } from './errors';
export { createSessionApiClient } from './session-client';
export { lazySchema } from './lazy-schema';

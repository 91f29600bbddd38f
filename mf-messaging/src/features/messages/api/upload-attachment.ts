import type { ApiClient } from '@tajriba/api-client';

/**
 * One attachment, uploaded on its own with progress. Private: the API serves it only to the two
 * people of the chat it is attached to.
 */
export const uploadAttachment = (api: ApiClient, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  api.upload({ path: '/api/Files/UploadFile?kind=any&private=true', file, fileName: file.name, onProgress: (f) => onProgress(f), signal });

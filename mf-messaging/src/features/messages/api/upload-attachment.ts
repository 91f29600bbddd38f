import type { ApiClient } from '@tajriba/api-client';

/**
 * One attachment, uploaded on its own with progress. `purpose=chat`: up to 10 MB (documents
 * elsewhere stay at 2 MB), always private (the API serves it only to the two people of the chat
 * it is attached to), checked by content on the server.
 */
export const uploadAttachment = (api: ApiClient, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  api.upload({ path: '/api/Files/UploadFile?kind=any&private=true&purpose=chat', file, fileName: file.name, onProgress: (f) => onProgress(f), signal });

import type { QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiClient } from '@tajriba/api-client';
import { updateUser } from '@tajriba/session/shell';
import { keys, api } from './verification-api';

/** The server's messages (already in the page's language), or the generic failure text. */
export function errorsOf(e: unknown, fallback: string): string[] {
  if (isApiError(e) && e.errors.length) return e.errors;
  return [fallback];
}

/**
 * After a resubmit the document is pending (spec §4): read the statuses and the profile again
 * (Info carries the overall status the header and profile show).
 */
export async function refreshAfterResubmit(qc: QueryClient, client: ApiClient, userId: number) {
  await Promise.all([qc.invalidateQueries({ queryKey: keys.identity(userId) }), qc.invalidateQueries({ queryKey: keys.workPapers(userId) })]);
  const user = await api.info(client).catch(() => null);
  if (user) updateUser(user);
}

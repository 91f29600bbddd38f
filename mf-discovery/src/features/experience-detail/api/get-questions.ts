import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { useApiContext } from '../../../shared/api/use-api-context';
import { discoverySchema } from '../../../shared/api/lazy-schemas';

const questionsResponseSchema = discoverySchema((m) => m.questionsResponseSchema);

export const QUESTIONS_PAGE_SIZE = 20;

/** Visible questions (isOwn marks the signed-in guest's own). */
export const getQuestions = (api: ApiClient, id: number, page: number, signal?: AbortSignal) =>
  api.get(`/api/ExperiencesUsersQuestions/List/${id}`, questionsResponseSchema, { query: { PageNumber: page, PageSize: QUESTIONS_PAGE_SIZE }, signal });

/** The signed-in guest's own questions, any status (a hidden one is still theirs to edit or delete). */
export const getMyQuestions = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.get(`/api/ExperiencesUsersQuestions/CurrentGuestQuestions/${id}`, questionsResponseSchema, { query: { PageNumber: 1, PageSize: 100 }, signal });

export const questionsKey = (id: number) => ['discovery', 'questions', id] as const;

export const questionsQueryOptions = (api: ApiClient, userId: number, id: number, page: number) =>
  queryOptions({ queryKey: [...questionsKey(id), 'visible', userId, page], queryFn: ({ signal }) => getQuestions(api, id, page, signal) });

export const myQuestionsQueryOptions = (api: ApiClient, userId: number, id: number) =>
  queryOptions({ queryKey: [...questionsKey(id), 'mine', userId], queryFn: ({ signal }) => getMyQuestions(api, id, signal) });

export function useQuestions(id: number, page: number) {
  const { api, userId } = useApiContext();
  return useQuery(questionsQueryOptions(api, userId, id, page));
}
export function useMyQuestions(id: number) {
  const { api, userId } = useApiContext();
  return useQuery({ ...myQuestionsQueryOptions(api, userId, id), enabled: userId > 0 });
}

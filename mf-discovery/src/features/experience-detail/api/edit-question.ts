import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { useRemote } from '@tajriba/federation';
import { questionsKey } from './get-questions';
import { discoverySchema } from '../../../shared/api/lazy-schemas';

const questionResponseSchema = discoverySchema((m) => m.questionResponseSchema);

export const editQuestion = (api: ApiClient, questionId: number, question: string) =>
  api.put(`/api/ExperiencesUsersQuestions/Edit/${questionId}`, { question }, questionResponseSchema).then((r) => r.data);

export function useEditQuestion(experienceId: number) {
  const { api } = useRemote();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; question: string }) => editQuestion(api, v.id, v.question),
    onSuccess: () => client.invalidateQueries({ queryKey: questionsKey(experienceId) }),
  });
}

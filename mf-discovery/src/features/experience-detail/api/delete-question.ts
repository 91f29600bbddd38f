import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { useRemote } from '@tajriba/federation';
import { questionsKey } from './get-questions';
import { platformSchema } from '../../../shared/api/lazy-schemas';

const emptyEnvelopeSchema = platformSchema((m) => m.emptyEnvelopeSchema);

export const deleteQuestion = (api: ApiClient, questionId: number) => api.delete(`/api/ExperiencesUsersQuestions/${questionId}`, emptyEnvelopeSchema).then(() => null);

export function useDeleteQuestion(experienceId: number) {
  const { api } = useRemote();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteQuestion(api, id),
    onSuccess: () => client.invalidateQueries({ queryKey: questionsKey(experienceId) }),
  });
}

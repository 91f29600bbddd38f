import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { useRemote } from '@tajriba/federation';
import { questionsKey } from './get-questions';
import { discoverySchema } from '../../../shared/api/lazy-schemas';

const askQuestionResponseSchema = discoverySchema((m) => m.askQuestionResponseSchema);

export const askQuestion = (api: ApiClient, experienceId: number, question: string) =>
  api.post(`/api/ExperiencesUsersQuestions/AskQuestion/${experienceId}`, { question }, askQuestionResponseSchema).then((r) => r.data);

export function useAskQuestion(experienceId: number) {
  const { api } = useRemote();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => askQuestion(api, experienceId, question),
    onSuccess: () => client.invalidateQueries({ queryKey: questionsKey(experienceId) }),
  });
}

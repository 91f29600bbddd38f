import { z } from 'zod';
import { envelope, pagedEnvelope } from '../../common/envelope';
import { queryInt, queryPage } from './common';

/** Question status: visible ones are listed publicly; hidden ones only to their author and the host. */
export const questionStatusSchema = z.enum(['visible', 'hidden']);

export const questionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string().nullable(),
  answerDate: z.string().nullable(),
  creationDate: z.string(),
  lastModificationDate: z.string(),
  status: questionStatusSchema,
  user: z.object({ id: z.number().int(), name: z.string(), avatarPath: z.string().nullable() }),
  /** true when the signed-in user asked it (edit and delete allowed) */
  isOwn: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionsQuerySchema = z.object({
  PageNumber: queryPage.default(1),
  PageSize: queryInt.min(1).max(100).default(20),
});
export type QuestionsQuery = z.input<typeof questionsQuerySchema>;

/**
 * GET /api/Home/ExperienceQuestions/{id} and /api/ExperiencesUsersQuestions/List/{id}: visible
 * questions, newest first, paged. CurrentGuestQuestions/{id}: the signed-in guest's own (any status).
 */
export const questionsResponseSchema = pagedEnvelope(questionSchema);
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

/** POST AskQuestion/{experienceId} and PUT Edit/{questionId}: question 5–500 characters. */
export const askQuestionBodySchema = z.object({
  question: z.string().trim().min(5, 'validation.min5').max(500, 'validation.max500'),
});
export type AskQuestionBody = z.infer<typeof askQuestionBodySchema>;
/** AskQuestion → data: the new question id. Edit → data: the updated question. DELETE → data: null. */
export const askQuestionResponseSchema = envelope(z.number().int());
export const questionResponseSchema = envelope(questionSchema);

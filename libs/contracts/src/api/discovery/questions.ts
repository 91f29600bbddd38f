import * as z from 'zod/mini';
import { withDefault } from '../../common/schema-helpers';
import { envelope, pagedEnvelope } from '../../common/envelope';
import { queryInt, queryPage } from './common';
import { storable } from '../fields';

/** Question status: visible ones are listed publicly; hidden ones only to their author and the host. */
export const questionStatusSchema = z.enum(['visible', 'hidden']);

export const questionSchema = z.object({
  id: z.int(),
  question: z.string(),
  answer: z.nullable(z.string()),
  answerDate: z.nullable(z.string()),
  creationDate: z.string(),
  lastModificationDate: z.string(),
  status: questionStatusSchema,
  user: z.object({ id: z.int(), name: z.string(), avatarPath: z.nullable(z.string()) }),
  /** true when the signed-in user asked it (edit and delete allowed) */
  isOwn: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionsQuerySchema = z.object({
  PageNumber: withDefault(queryPage, 1),
  PageSize: withDefault(queryInt.check(z.minimum(1), z.maximum(100)), 20),
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
  question: z.string().check(storable(), z.trim(), z.minLength(5, 'validation.min5'), z.maxLength(500, 'validation.max500')),
});
export type AskQuestionBody = z.infer<typeof askQuestionBodySchema>;
/** AskQuestion → data: the new question id. Edit → data: the updated question. DELETE → data: null. */
export const askQuestionResponseSchema = envelope(z.int());
export const questionResponseSchema = envelope(questionSchema);

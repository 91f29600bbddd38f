import * as z from 'zod/mini';
import { Msg } from '@tajriba/contracts/constants';
import { emailField, storable } from './fields';

/** `POST /api/Contact` from the shell's contact-us page. */
export const contactRequestSchema = z.object({
  name: z
    .string({ error: Msg.required })
    .check(storable(), z.trim(), z.minLength(1, Msg.required), z.minLength(3, Msg.min3), z.maxLength(50, Msg.max50)),
  email: emailField(),
  subject: z
    .string({ error: Msg.required })
    .check(storable(), z.trim(), z.minLength(1, Msg.required), z.minLength(3, Msg.min3), z.maxLength(100, Msg.max100)),
  message: z
    .string({ error: Msg.required })
    .check(storable(), z.trim(), z.minLength(1, Msg.required), z.minLength(10, Msg.min10), z.maxLength(500, Msg.max500)),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ id: z.string() });
